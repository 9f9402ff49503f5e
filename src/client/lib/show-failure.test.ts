import { describe, expect, it } from 'vitest';
import { describeError } from '../../shared/errors/describe-error.ts';
import { ApiError, OfflineError } from './api-client.ts';
import { toFailedCall } from './show-failure.ts';

const toasts = (error: unknown) =>
  describeError(toFailedCall(error)).map(({ kind, message, persistent }) => ({ kind, message, persistent }));

describe('what a failed call shows', () => {
  it('shows every message of the errors map as a persistent error toast', () => {
    const body = {
      title: 'Bad Request',
      detail: 'Invalid',
      status: 400,
      errors: { name: ['Name needed'], email: ['Email needed'] },
    };
    expect(toasts(new ApiError(400, 'Bad Request', body, 'POST /x'))).toEqual([
      { kind: 'error', message: 'Name needed', persistent: true },
      { kind: 'error', message: 'Email needed', persistent: true },
    ]);
  });

  it('asks a signed-out person to log in, with a Login link', () => {
    const [toast] = describeError(toFailedCall(new ApiError(401, 'Unauthorized', undefined, 'GET /x')));
    expect(toast).toMatchObject({
      message: 'You must be logged in to access this resource.',
      loginLink: true,
    });
  });

  it('explains an unreachable server and other errors', () => {
    expect(toasts(new TypeError('Failed to fetch'))[0]?.message).toBe(
      'Failed to connect to the server. Please check your internet connection.',
    );
    expect(toasts(new Error('Boom'))[0]?.message).toBe('Error: Boom');
    expect(toasts(new ApiError(418, "I'm a teapot", 'short and stout', 'GET /x'))[0]?.message).toBe(
      'short and stout',
    );
  });

  it('warns briefly that a call was refused while the server is offline', () => {
    const [toast] = describeError(toFailedCall(new OfflineError('GET /api/Org/GetOrgs')));
    expect(toast).toMatchObject({
      kind: 'warning',
      message: 'Cannot perform "GET /api/Org/GetOrgs" - server is offline for maintenance.',
      persistent: false,
      durationMs: 3000,
    });
  });
});

describe('one failure, one toast', () => {
  it('shows an error already on screen once, however many calls fail with it', async () => {
    const { toast } = await import('sonner');
    const { toastsHandedOver } = await import('../components/ui/toast.tsx');
    const { showFailure } = await import('./show-failure.ts');
    const lapsed = () => new ApiError(401, 'Unauthorized', undefined, 'GET /x');
    showFailure(lapsed(), 'GET /api/LoginAccountManagement/x/Guest/GetLoginAccounts');
    showFailure(lapsed(), 'GET /api/LoginAccountManagement/x/Member/GetLoginAccounts');
    showFailure(
      new ApiError(404, 'Not Found', { title: 'Not Found', detail: 'Form definition not found.' }, 'GET /y'),
      'GET /y',
    );
    await toastsHandedOver();
    const shown = toast.getToasts().map((t) => ('title' in t ? t.title : undefined));
    expect(shown.filter((title) => title === 'You must be logged in to access this resource.')).toHaveLength(
      1,
    );
    expect(shown).toContain('Form definition not found.');
  });
});
