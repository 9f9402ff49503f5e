/** Messages for input refused before any route reads it (see hostile-input.ts). */
/**
 * The longest text any single field of a JSON body may hold. Fields with a limit of their own (spec 5: names,
 * codes, e-mails, custom CSS; element settings; discussion comments) are checked by their schemas; this is
 * the ceiling for everything else (answers, labels, rich text), generous for a person and small for a flood.
 */
export const MAX_TEXT_CHARS = 100_000;
/** The largest JSON body: a form of a thousand questions fits; uploads of files have their own limits. */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

export const TEXT_MESSAGES = {
  tooLong: `Text must be at most ${MAX_TEXT_CHARS} characters.`,
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
