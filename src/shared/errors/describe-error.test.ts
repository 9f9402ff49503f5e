import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

const messages = (...args: Parameters<typeof describeError>) =>
  describeError(...args).map((toast) => toast.message);

describe('describeError: server answers', () => {
  it('shows each message of an errors map as its own persistent error toast', () => {
    const body = {
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { Code: ['Code is required.'], Name: ['Name is required.', 'Name is too long.'] },
    };
    const toasts = describeError({ type: 'response', status: 400, statusText: 'Bad Request', body });
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Code is required.',
      'Name is required.',
      'Name is too long.',
    ]);
    expect(toasts.every((toast) => toast.kind === 'error' && toast.persistent)).toBe(true);
  });

  it('asks the user to log in on 401, with a login link', () => {
    const body = { title: 'Unauthorized', detail: 'Bearer token missing', status: 401 };
    expect(describeError({ type: 'response', status: 401, statusText: 'Unauthorized', body })).toEqual([
      {
        kind: 'error',
        message: 'You must be logged in to access this resource.',
        persistent: true,
        loginLink: true,
      },
    ]);
  });

  it("shows the body's message, else its title, else its detail, else the text body", () => {
    expect(
      messages({ type: 'response', status: 409, body: { message: 'Code already used', title: 'Conflict' } }),
    ).toEqual(['Code already used']);
    expect(
      messages({
        type: 'response',
        status: 403,
        body: { title: 'You do not have permission to update email templates', status: 403 },
      }),
    ).toEqual(['You do not have permission to update email templates']);
    expect(
      messages({
        type: 'response',
        status: 404,
        body: JSON.stringify({ detail: 'Email style template not found' }),
      }),
    ).toEqual(['Email style template not found']);
    expect(messages({ type: 'response', status: 500, body: 'Event code is missing.' })).toEqual([
      'Event code is missing.',
    ]);
  });

  it("shows the server's detail when the title is only the HTTP reason phrase", () => {
    const body = { title: 'Not Found', detail: 'Organization not found', status: 404 };
    expect(messages({ type: 'response', status: 404, statusText: 'Not Found', body })).toEqual([
      'Organization not found',
    ]);
  });

  it('falls back to the HTTP default text for known statuses', () => {
    expect(messages({ type: 'response', status: 403, statusText: '', body: '' })).toEqual(['Forbidden']);
    expect(
      messages({ type: 'response', status: 502, body: '<html><body>Bad gateway</body></html>' }),
    ).toEqual(['Bad Gateway']);
    expect(messages({ type: 'response', status: 503, body: { unexpected: true } })).toEqual([
      'Service Unavailable',
    ]);
  });

  it('gives the generic message for other statuses', () => {
    expect(messages({ type: 'response', status: 418, statusText: "I'm a teapot", body: '' })).toEqual([
      "Generic Error: status 418; status text I'm a teapot; body ",
    ]);
    expect(
      messages({ type: 'response', status: 429, statusText: 'Too Many Requests', body: { retry: 3 } }),
    ).toEqual(['Generic Error: status 429; status text Too Many Requests; body ']);
  });
});

describe('describeError: thrown errors and offline', () => {
  it('explains a failed connection', () => {
    expect(messages({ type: 'exception', error: new TypeError('Failed to fetch') })).toEqual([
      'Failed to connect to the server. Please check your internet connection.',
    ]);
  });

  it('prefixes other errors with "Error:"', () => {
    expect(messages({ type: 'exception', error: new Error('Unexpected end of JSON input') })).toEqual([
      'Error: Unexpected end of JSON input',
    ]);
  });

  it('warns for 3 seconds that the server is offline, naming the request when known', () => {
    expect(describeError({ type: 'offline', request: 'Save organisation' })).toEqual([
      {
        kind: 'warning',
        message: 'Cannot perform "Save organisation" - server is offline for maintenance.',
        persistent: false,
        durationMs: 3_000,
      },
    ]);
    expect(messages({ type: 'offline' })).toEqual([
      'Server is offline for maintenance. Please try again when the server is back online.',
    ]);
  });
});
