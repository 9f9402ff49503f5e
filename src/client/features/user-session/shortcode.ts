/*
 * A shortcode link (/start/{code}) may be opened before signing in. The code waits in sessionStorage (one
 * tab's session) until user info can be loaded with it; the call that sends it consumes it.
 */
const key = 'bt.shortcode';

export function rememberShortcode(shortcode: string): void {
  sessionStorage.setItem(key, shortcode);
}

export function pendingShortcode(): string | undefined {
  return sessionStorage.getItem(key) ?? undefined;
}

export function forgetShortcode(): void {
  sessionStorage.removeItem(key);
}
