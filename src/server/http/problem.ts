import type { FastifyError, FastifyInstance } from 'fastify';
import { isMalformedMultipart, TEXT_MESSAGES } from './input-messages.ts';

/** The uniform error body of every API failure; the client's error display reads exactly these fields. */
export interface ProblemBody {
  title: string;
  detail: string;
  status: number;
  errors?: Record<string, string[]>;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route throws on purpose: its status and messages reach the caller unchanged. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(400, detail, errors);
export const unauthorized = (detail = 'You must be logged in to access this resource.') =>
  new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to do this.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string, errors?: Record<string, string[]>) =>
  new HttpError(409, detail, errors);

/** A field's validation messages, in the shape of the errors map. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

export function problem(status: number, detail: string, errors?: Record<string, string[]>): ProblemBody {
  return {
    title: titles[status] ?? (status >= 500 ? 'Error' : 'Bad Request'),
    detail,
    status,
    ...(errors ? { errors } : {}),
  };
}

/**
 * PostgreSQL's refusals of a value itself (too long, not storable, not of the column's type): the caller sent
 * something no check caught, which is still their input and not a server failure. SQLSTATE → message.
 */
const valueRefusals: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22021': TEXT_MESSAGES.nul,
  '22P05': 'Text contains a character that cannot be stored.',
  '22P02': 'A value is not valid.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '54000': 'A value is too large.',
};

function refusedByDatabase(error: unknown): string | undefined {
  let cause = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cause && depth < 4; depth++) {
    if (typeof cause.code === 'string' && valueRefusals[cause.code]) return valueRefusals[cause.code];
    cause = cause.cause as typeof cause;
  }
  return undefined;
}

/** Turns every thrown error into the uniform body; internal details never leave the server. */
export function registerProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(problem(error.status, error.detail, error.errors));
    }
    if (error.validation) {
      const errors: Record<string, string[]> = {};
      for (const item of error.validation) {
        const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
        const field = [
          error.validationContext,
          item.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          missing,
        ]
          .filter(Boolean)
          .join('.');
        (errors[field] ??= []).push(item.message ?? 'is invalid');
      }
      return reply.status(400).send(problem(400, 'The request is not valid.', errors));
    }
    if (isMalformedMultipart(error)) return reply.status(400).send(problem(400, TEXT_MESSAGES.badMultipart));
    const refused = refusedByDatabase(error);
    if (refused) return reply.status(400).send(problem(400, refused));
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const detail = status >= 500 ? 'Something went wrong on the server.' : error.message;
    return reply.status(status).send(problem(status, detail));
  });
}
