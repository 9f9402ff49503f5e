/** Messages for input refused before any route reads it (see hostile-input.ts). */
export const TEXT_MESSAGES = {
  nul: 'Text must not contain NUL characters.',
  surrogate: 'Text must not contain unpaired surrogate characters (it is not valid Unicode).',
  notUtf8: 'The request is not valid UTF-8 text.',
  badAddress: 'The address of the request is not valid.',
  repeatedQuery: (key: string) => `The query parameter "${key}" may be given only once.`,
  badMultipart: 'The upload could not be read: the multipart body or its boundary is not valid.',
} as const;

// Messages of busboy (under @fastify/multipart) for a body that does not match its boundary or ends early.
const MULTIPART_FAILURES =
  /^(Multipart: Boundary not found|Unexpected end of (form|file|multipart data)|Malformed part header|Malformed content|Part terminated early|Missing boundary)/i;

/** True for an error raised while reading a malformed multipart body. */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && MULTIPART_FAILURES.test(error.message);
}
