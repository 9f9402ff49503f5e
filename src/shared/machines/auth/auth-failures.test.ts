import { describe, expect, it } from 'vitest';
import { createAuthError } from '../../auth/auth-error.ts';
import { createAuthMachine } from '../auth.machine.ts';
import { recordingHost, sessionAt } from './auth-env.fixture.ts';
import { done, failed, walk } from './auth-steps.fixture.ts';

// Pure transitions for failures, token requests and the error log.
let now = 1_000_000;
const machine = createAuthMachine(recordingHost(() => now).env);
const initialise = { type: 'auth.initialise' } as const;
const tokenRequested = { type: 'auth.tokenRequested' } as const;

function signedIn(expiresIn = 3_600_000) {
  return walk(
    machine,
    {},
    initialise,
    done('initialiseClient', { ...sessionAt(now), expiresAt: now + expiresIn }),
  ).snapshot;
}

function completing() {
  return walk(machine, {}, { type: 'auth.redirectDetected' }, done('initialiseClient', null)).snapshot;
}

describe('auth machine: identity provider answers', () => {
  it('sends the user to sign in again when the session needs interaction', () => {
    const expired = createAuthError('TOKEN_ACQUISITION_FAILED', { interactionRequired: true });
    const { snapshot } = walk(
      machine,
      signedIn(60_000),
      tokenRequested,
      failed('acquireTokenSilently', expired),
    );
    expect(snapshot.value).toEqual({ loggingIn: 'checkingInteraction' });
    expect(snapshot.context.error?.message).toBe('Session expired - re-authentication required');
    expect(snapshot.context.session).toBeNull();
  });

  it('starts the password-reset redirect when the provider asks for it', () => {
    const reset = createAuthError('PASSWORD_RESET_REQUIRED');
    const { snapshot } = walk(machine, completing(), failed('completeRedirect', reset));
    expect(snapshot.value).toEqual({ loggingIn: 'resettingPassword' });
    expect(walk(machine, snapshot, done('passwordResetRedirect')).snapshot.value).toEqual({
      loggingIn: 'awaitingNavigation',
    });
  });

  it('shows access denied when the user turned sign-in down', () => {
    const { snapshot } = walk(machine, completing(), failed('completeRedirect', { kind: 'ACCESS_DENIED' }));
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error?.message).toBe('Access denied - login required');
  });
});

describe('auth machine: token requests', () => {
  it('answers from the session while the token is good for more than 300 s', () => {
    expect(walk(machine, signedIn(301_000), tokenRequested).snapshot.value).toEqual({
      authenticated: 'idle',
    });
    expect(walk(machine, signedIn(299_000), tokenRequested).snapshot.value).toEqual({
      authenticated: 'acquiring',
    });
  });

  it('keeps token requests at least 1 s apart', () => {
    const renewed = walk(
      machine,
      signedIn(),
      { type: 'auth.tokenRequested', force: true },
      done('acquireTokenSilently', sessionAt(now, 'token-2')),
    );
    expect(renewed.snapshot.context.session?.accessToken).toBe('token-2');
    now += 400;
    expect(
      walk(machine, renewed.snapshot, { type: 'auth.tokenRequested', force: true }).snapshot.value,
    ).toEqual({
      authenticated: 'spacing',
    });
    now += 600;
    expect(
      walk(machine, renewed.snapshot, { type: 'auth.tokenRequested', force: true }).snapshot.value,
    ).toEqual({
      authenticated: 'acquiring',
    });
  });
});

describe('auth machine: error log', () => {
  const failInit = (n: number) =>
    failed('initialiseClient', { kind: 'INITIALIZATION_FAILED', message: `failure ${n}` });

  it('keeps the last 50 errors', () => {
    let snapshot = walk(machine, {}, initialise, failInit(1)).snapshot;
    for (let n = 2; n <= 51; n += 1) snapshot = walk(machine, snapshot, initialise, failInit(n)).snapshot;
    expect(snapshot.context.errorLog).toHaveLength(50);
    expect(snapshot.context.errorLog[0]?.message).toBe('failure 2');
    expect(snapshot.context.errorLog[49]?.message).toBe('failure 51');
  });

  it('marks an error recurring on its third time within 5 minutes, not when spread over 6', () => {
    const thirdFailure = (gapMs: number) => {
      let snapshot = walk(machine, {}, initialise, failInit(1)).snapshot;
      for (let n = 2; n <= 3; n += 1) {
        now += gapMs;
        snapshot = walk(machine, snapshot, initialise, failInit(n)).snapshot;
      }
      return snapshot.context.error;
    };
    expect(thirdFailure(2 * 60_000)?.recurring).toBe(true);
    expect(thirdFailure(3 * 60_000)?.recurring).toBe(false);
  });
});
