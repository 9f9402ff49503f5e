import { describe, expect, it } from 'vitest';
import { createAuthError } from '../auth/auth-error.ts';
import { createAuthMachine } from './auth.machine.ts';
import { recordingHost, sessionAt } from './auth/auth-env.fixture.ts';
import { done, failed, walk } from './auth/auth-steps.fixture.ts';

// Pure transitions: no actor runs; the clock is a variable the test moves.
let now = 100_000;
const machine = createAuthMachine(recordingHost(() => now).env);
const initialise = { type: 'auth.initialise' } as const;
const click = { type: 'auth.login', source: 'user' } as const;
const routeLogin = { type: 'auth.login', source: 'route' } as const;

function signedOutPage() {
  now = 100_000;
  return walk(machine, {}, initialise, done('initialiseClient', null)).snapshot;
}

describe('auth machine: setup', () => {
  it('restores a stored session as signed in, otherwise waits signed out', () => {
    expect(walk(machine, {}, initialise, done('initialiseClient', sessionAt(now))).snapshot.value).toEqual({
      authenticated: 'idle',
    });
    expect(signedOutPage().value).toBe('initialised');
  });

  it("completes the identity provider's answer before using a stored session", () => {
    const { snapshot } = walk(
      machine,
      {},
      initialise,
      { type: 'auth.redirectDetected' },
      done('initialiseClient', sessionAt(now)),
    );
    expect(snapshot.value).toEqual({ loggingIn: 'completingRedirect' });
  });

  it('starts a login asked for during setup once setup is done', () => {
    const { snapshot } = walk(machine, {}, initialise, click, done('initialiseClient', null));
    expect(snapshot.value).toEqual({ loggingIn: 'checkingInteraction' });
  });

  it('reports missing settings as a configuration error and then refuses to log in', () => {
    const { snapshot } = walk(
      machine,
      {},
      initialise,
      failed('initialiseClient', createAuthError('CONFIGURATION_ERROR')),
    );
    expect(snapshot.context.error).toMatchObject({
      kind: 'CONFIGURATION_ERROR',
      message: 'Sign-in is not configured',
    });
    now += 10_000;
    expect(walk(machine, snapshot, click).snapshot.value).toBe('error');
  });
});

describe('auth machine: login guards', () => {
  it('refuses a login while the sign-in redirect is being completed', () => {
    const completing = walk(machine, signedOutPage(), { type: 'auth.redirectDetected' }).snapshot;
    const { snapshot, effects } = walk(machine, completing, click);
    expect(snapshot.value).toEqual({ loggingIn: 'completingRedirect' });
    expect(effects).toEqual([]);
  });

  it('ignores a second Sign in click within 2 s and accepts one after', () => {
    const blocked = walk(
      machine,
      signedOutPage(),
      click,
      failed('checkInteraction', 'unknown'),
      failed('signinRedirect', createAuthError('FRAME_BLOCKED')),
    ).snapshot;
    expect(blocked.value).toBe('error');
    now += 1_500;
    expect(walk(machine, blocked, click).snapshot.value).toBe('error');
    now += 1_000;
    expect(walk(machine, blocked, click).snapshot.value).toEqual({ loggingIn: 'checkingInteraction' });
  });

  it('sends a route asking for login again within 5 s to the landing page', () => {
    const failedOnce = walk(
      machine,
      signedOutPage(),
      routeLogin,
      failed('checkInteraction', 'unknown'),
      failed('signinRedirect', createAuthError('FRAME_BLOCKED')),
    ).snapshot;
    now += 4_000;
    const soon = walk(machine, failedOnce, routeLogin);
    expect(soon.effects).toEqual(['goToLanding']);
    expect(soon.snapshot.value).toBe('error');
    now += 1_500;
    const later = walk(machine, failedOnce, routeLogin);
    expect(later.effects).toEqual([]);
    expect(later.snapshot.value).toEqual({ loggingIn: 'checkingInteraction' });
  });
});

describe('auth machine: redirect-loop guard', () => {
  const startRedirect = [click, done('checkInteraction', false)] as const;

  it('aborts the third redirect within 3 s and clears the auth state', () => {
    const page = walk(
      machine,
      { redirectTimes: [now - 2_500, now - 1_500, now - 500] },
      initialise,
      done('initialiseClient', null),
    );
    const { snapshot, effects } = walk(machine, page.snapshot, ...startRedirect);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error?.message).toBe(
      'Too many redirects detected - authentication loop prevented',
    );
    expect(effects).toEqual(['clearAuthStorage', 'persistRedirectTimes']);
    expect(snapshot.context.redirectTimes).toEqual([]);
  });

  it('lets redirects through when they are spread over more than 3 s', () => {
    const page = walk(
      machine,
      { redirectTimes: [now - 9_000, now - 6_000, now - 3_000] },
      initialise,
      done('initialiseClient', null),
    );
    const { snapshot } = walk(machine, page.snapshot, ...startRedirect, done('signinRedirect'));
    expect(snapshot.value).toEqual({ loggingIn: 'awaitingNavigation' });
    expect(snapshot.context.redirectTimes).toEqual([now]);
  });
});
