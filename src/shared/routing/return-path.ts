import { LANDING_PATH } from './guard-decision.ts';

const MAX_RETURN_PATH_LENGTH = 2_000;

/**
 * Whether a path remembered before sign-in may be opened after it: an in-app path only (never another site,
 * `//host` or `/\host`), not the landing page itself, and of sane length.
 */
export function isReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_RETURN_PATH_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters (NUL, line breaks) have no place in a path people follow.
  if ([...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f))
    return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname !== '/' && pathname !== LANDING_PATH && !pathname.startsWith('/state=');
}
