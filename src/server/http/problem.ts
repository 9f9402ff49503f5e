import type { FastifyError, FastifyInstance } from 'fastify';

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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const detail = status >= 500 ? 'Something went wrong on the server.' : error.message;
    return reply.status(status).send(problem(status, detail));
  });
}
