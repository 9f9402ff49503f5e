import { bodyForGenericMessage, fieldErrorMessages, parseBody, readableMessage } from './error-body.ts';
import { errorToast } from './toast.ts';
import type { ToastDescriptor } from './toast.ts';

/** A server call that did not work out: an answer with a non-OK status, a thrown error, or refused while offline. */
export type FailedCall =
  | { type: 'response'; status: number; statusText?: string; body?: unknown }
  | { type: 'exception'; error: unknown }
  | { type: 'offline'; request?: string };

/** Texts for statuses whose answer carries nothing readable (platform spec section 8). */
export const HTTP_DEFAULT_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const UNAUTHORIZED_MESSAGE = 'You must be logged in to access this resource.';
export const CONNECTION_FAILED_MESSAGE =
  'Failed to connect to the server. Please check your internet connection.';
export const OFFLINE_MESSAGE =
  'Server is offline for maintenance. Please try again when the server is back online.';
export const OFFLINE_WARNING_MS = 3_000;

// Browsers word a failed fetch differently; Chromium's is the one the spec quotes.
const CONNECTION_FAILURES = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
];

const unauthorized = () => errorToast(UNAUTHORIZED_MESSAGE, { loginLink: true });

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}

function describeResponse(status: number, statusText: string, rawBody: unknown): ToastDescriptor[] {
  const body = parseBody(rawBody);
  const fieldMessages = fieldErrorMessages(body);
  if (fieldMessages.length > 0) return fieldMessages.map((message) => errorToast(message));
  if (status === 401) return [unauthorized()];
  const readable = readableMessage(body);
  if (readable !== undefined) return [errorToast(readable)];
  const defaultText = HTTP_DEFAULT_TEXTS[status];
  if (defaultText !== undefined) return [errorToast(defaultText)];
  const generic = `Generic Error: status ${status}; status text ${statusText}; body ${bodyForGenericMessage(body)}`;
  return [errorToast(generic)];
}

/** What the user sees when a server call fails (platform spec section 8), as toasts to show in order. */
export function describeError(failure: FailedCall): ToastDescriptor[] {
  switch (failure.type) {
    case 'offline': {
      const message =
        failure.request === undefined
          ? OFFLINE_MESSAGE
          : `Cannot perform "${failure.request}" - server is offline for maintenance.`;
      return [{ kind: 'warning', message, persistent: false, durationMs: OFFLINE_WARNING_MS }];
    }
    case 'response':
      return describeResponse(failure.status, failure.statusText ?? '', failure.body);
    case 'exception': {
      const message = messageOf(failure.error);
      if (CONNECTION_FAILURES.includes(message)) return [errorToast(CONNECTION_FAILED_MESSAGE)];
      if (message === 'Unauthorized') return [unauthorized()];
      return [errorToast(`Error: ${message}`)];
    }
  }
}
