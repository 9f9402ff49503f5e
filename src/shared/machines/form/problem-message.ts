// Reads a failed call the way the platform's error display does (spec: platform 8): the errors map first,
// then detail, title or message. Actors may reject with the problem document itself or with an Error
// carrying it as `cause` or `body`.

const CONNECTION_MESSAGE = 'Failed to connect to the server. Please check your internet connection.';

interface ProblemLike {
  errors?: unknown;
  detail?: unknown;
  title?: unknown;
  message?: unknown;
}

function asObject(value: unknown): ProblemLike | null {
  return typeof value === 'object' && value !== null ? (value as ProblemLike) : null;
}

function mapMessages(errors: unknown): string[] {
  const map = asObject(errors);
  if (!map) return [];
  return Object.values(map).flatMap((messages: unknown) =>
    Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === 'string')
      : typeof messages === 'string'
        ? [messages]
        : [],
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The message to show for a failed call; several server messages are joined by line breaks. */
export function problemMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const outer = asObject(error);
  const candidates = [
    asObject((outer as { cause?: unknown } | null)?.cause),
    asObject((outer as { body?: unknown } | null)?.body),
    outer,
  ];
  for (const problem of candidates) {
    const messages = mapMessages(problem?.errors);
    if (messages.length > 0) return messages.join('\n');
  }
  for (const problem of candidates) {
    const message = text(problem?.detail) ?? text(problem?.title);
    if (message) return message;
  }
  const message = text(outer?.message);
  if (message === 'Failed to fetch') return CONNECTION_MESSAGE;
  return message ?? 'Unknown error';
}
