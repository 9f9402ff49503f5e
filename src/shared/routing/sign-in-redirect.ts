/** The parameter names in a URL hash or query string, e.g. '#state=x&code=y' gives state and code. */
function parameterNames(fragment: string): Set<string> {
  const body = fragment.replace(/^[#/?]+/, '');
  const names = body
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '')
    .filter((name) => name !== '');
  return new Set(names.map((name) => safeDecode(name)));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True when `hash` is the identity provider's answer to a sign-in: it has a state plus a code or an error. */
export function isSignInRedirect(hash: string): boolean {
  const names = parameterNames(hash);
  return names.has('state') && (names.has('code') || names.has('error'));
}
