// Reading server error bodies: `{ title, detail, status, errors?: { field: [messages] } }` or plain text.

/** The body as data: JSON text is parsed, other text stays text. */
export function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const text = body.trim();
  if (!text.startsWith('{')) return body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Every message of the body's `errors` map, field by field; empty when there is none. */
export function fieldErrorMessages(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.errors)) return [];
  return Object.values(body.errors).flatMap((messages) =>
    (Array.isArray(messages) ? messages : [messages]).filter(nonEmpty),
  );
}

// Problem bodies carry the HTTP reason phrase as their title; the detail says what actually went wrong.
const REASON_PHRASES = new Set([
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Conflict',
  'Payload Too Large',
  'Unsupported Media Type',
  'Too Many Requests',
  'Internal Server Error',
  'Service Unavailable',
  'Bad Gateway',
]);

/** The body's message, title or detail, or the body itself when it is plain text; undefined when none shows. */
export function readableMessage(body: unknown): string | undefined {
  if (isRecord(body)) {
    const title =
      nonEmpty(body.title) && REASON_PHRASES.has(body.title.trim()) && nonEmpty(body.detail)
        ? undefined
        : body.title;
    return [body.message, title, body.detail].find(nonEmpty);
  }
  // An HTML error page (from a proxy, say) means nothing to the user as raw markup.
  if (nonEmpty(body) && !body.trim().startsWith('<')) return body.trim();
  return undefined;
}

const GENERIC_BODY_LIMIT = 200;

/** The body as it appears inside the generic message: text only, cut short; other shapes are not shown. */
export function bodyForGenericMessage(body: unknown): string {
  if (typeof body !== 'string') return '';
  const text = body.trim();
  return text.length > GENERIC_BODY_LIMIT ? `${text.slice(0, GENERIC_BODY_LIMIT)}…` : text;
}
