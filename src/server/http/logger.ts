import type { FastifyLoggerOptions } from 'fastify';

type LoggedError = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  query?: unknown;
  cause?: unknown;
  [key: string]: unknown;
};

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : '';

// Where PostgreSQL says what refused a statement; never its message, which may quote the offending value.
const databaseFields = ['code', 'routine', 'table', 'column', 'constraint', 'schema'] as const;

/**
 * Errors as the log may keep them. A failed query is logged with its SQL text (placeholders, `$1`…) but
 * never its parameters: they hold answer values, uploaded file bytes, e-mails and tokens. A database
 * error keeps its SQLSTATE and the table, column or constraint involved, not its message. Every other
 * error keeps its name, message and stack frames, without the properties a library may attach.
 */
export function loggableError(value: unknown): LoggableError {
  if (!value || typeof value !== 'object') return { type: 'Error', message: String(value), stack: '' };
  const error = value as LoggedError;
  const database: Record<string, unknown> = {};
  for (let cause: LoggedError | undefined = error, depth = 0; cause && depth < 4; depth++) {
    for (const field of databaseFields)
      if (typeof cause[field] === 'string' && !(field in database)) database[field] = cause[field];
    cause = cause.cause as LoggedError | undefined;
  }
  const isQuery = typeof error.query === 'string';
  const isDatabase = isQuery || typeof error.routine === 'string' || 'severity' in error;
  const message = isQuery
    ? `Failed query: ${error.query as string}`
    : isDatabase
      ? 'Database error'
      : String(error.message ?? '');
  return {
    type: typeof error.name === 'string' ? error.name : 'Error',
    message,
    ...(isDatabase ? database : typeof error.code === 'string' ? { code: error.code } : {}),
    stack: framesOf(error.stack),
  };
}

interface LoggableError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Request logs carry the path only: query strings can hold tokens (SignalR sends `access_token`
 * on the WebSocket upgrade) and headers hold bearer tokens, so neither is ever written.
 */
export function loggerOptions(level: string): FastifyLoggerOptions & Record<string, unknown> {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[hidden]',
    },
    serializers: {
      err: loggableError,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
