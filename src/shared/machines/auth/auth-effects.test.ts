import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAuthError } from '../../auth/auth-error.ts';
import { createAuthMachine } from '../auth.machine.ts';
import type { AuthInput, AuthSession } from './auth-types.ts';
import { flush, recordingHost, sessionAt } from './auth-env.fixture.ts';

// Effects through provide(): fake identity calls resolve or reject; browser effects are recorded by the host.
const NOW = 50_000;

function signInPage(input: AuthInput = {}) {
  const { machine, calls, effects } = providedMachine();
  return { actor: createActor(machine, { input }).start(), calls, effects, machine };
}

function providedMachine() {
  const host = recordingHost(() => NOW);
  const calls: string[] = [];
  const called = <T>(name: string, result: () => Promise<T>) =>
    fromPromise<T>(() => {
      calls.push(name);
      return result();
    });
  const machine = createAuthMachine(host.env).provide({
    actors: {
      initialiseClient: called<AuthSession | null>('initialiseClient', async () => null),
      checkInteraction: called('checkInteraction', async () => false),
      signinRedirect: called<void>('signinRedirect', async () => undefined),
      completeRedirect: called('completeRedirect', async () => sessionAt(NOW)),
      acquireTokenSilently: called('acquireTokenSilently', async () => sessionAt(NOW, 'token-2')),
      signoutRedirect: called<void>('signoutRedirect', async () => undefined),
    },
  });
  return { machine, calls, effects: host.effects };
}

describe('auth machine effects', () => {
  it('sends the user to the identity provider and remembers the redirect across the reload', async () => {
    const { actor, calls, effects } = signInPage();
    actor.send({ type: 'auth.initialise' });
    await flush();
    actor.send({ type: 'auth.login', source: 'user' });
    await flush();
    expect(calls).toEqual(['initialiseClient', 'checkInteraction', 'signinRedirect']);
    expect(effects).toEqual([`persistRedirectTimes:[${NOW}]`]);
  });

  it('never starts a redirect when it would close a loop', async () => {
    const { actor, calls, effects } = signInPage({ redirectTimes: [NOW - 2_000, NOW - 1_000, NOW - 10] });
    actor.send({ type: 'auth.initialise' });
    await flush();
    actor.send({ type: 'auth.login', source: 'user' });
    await flush();
    expect(calls).not.toContain('signinRedirect');
    expect(effects).toEqual(['clearAuthStorage', 'persistRedirectTimes:[]']);
    expect(actor.getSnapshot().context.error?.kind).toBe('REDIRECT_LOOP');
  });

  it("signs the user in from the provider's answer and resets the stuck-flow recoveries", async () => {
    const { actor, effects } = signInPage();
    actor.send({ type: 'auth.redirectDetected' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(actor.getSnapshot().context.session?.name).toBe('Ada Lovelace');
    expect(effects).toEqual(['persistRecoveryCount:0']);
  });

  it('renews the token on request and signs out through the provider', async () => {
    const { actor, calls } = signInPage();
    actor.send({ type: 'auth.redirectDetected' });
    await flush();
    actor.send({ type: 'auth.tokenRequested', force: true });
    await flush();
    expect(actor.getSnapshot().context.session?.accessToken).toBe('token-2');
    actor.send({ type: 'auth.logout' });
    await flush();
    expect(calls.at(-1)).toBe('signoutRedirect');
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('stays signed out and logs the failure when the sign-out redirect fails', async () => {
    const { machine } = providedMachine();
    const failing = createActor(
      machine.provide({
        actors: {
          signoutRedirect: fromPromise<void>(() => Promise.reject(createAuthError('NETWORK_ERROR'))),
        },
      }),
      { input: {} },
    ).start();
    failing.send({ type: 'auth.redirectDetected' });
    await flush();
    failing.send({ type: 'auth.logout' });
    await flush();
    expect(failing.getSnapshot().value).toBe('loggedOut');
    expect(failing.getSnapshot().context.errorLog.map((entry) => entry.kind)).toEqual(['NETWORK_ERROR']);
  });

  it('reads a plain thrown error as the likeliest kind for that call', async () => {
    const { machine } = providedMachine();
    const actor = createActor(
      machine.provide({
        actors: { initialiseClient: fromPromise(() => Promise.reject(new Error('metadata 500'))) },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'auth.initialise' });
    await flush();
    expect(actor.getSnapshot().context.error).toMatchObject({
      kind: 'INITIALIZATION_FAILED',
      message: 'metadata 500',
    });
  });
});
