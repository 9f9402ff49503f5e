/*
 * A shortcode link (/start/{code}) may be opened before signing in. The code waits in sessionStorage (one
 * tab's session) until user info can be loaded with it; the call that sends it consumes it.
 */
import { isShortcode } from '../../../shared/routing/shortcode.ts';

const key = 'bt.shortcode';

/** Keeps a well-formed code for this tab; returns false (and keeps nothing) for one no shortcode can be. */
export function rememberShortcode(shortcode: string): boolean {
  if (!isShortcode(shortcode)) return false;
  sessionStorage.setItem(key, shortcode);
  return true;
}

export function pendingShortcode(): string | undefined {
  const code = sessionStorage.getItem(key) ?? undefined;
  return code && isShortcode(code) ? code : undefined;
}

export function forgetShortcode(): void {
  sessionStorage.removeItem(key);
}
