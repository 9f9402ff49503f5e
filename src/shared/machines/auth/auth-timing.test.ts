import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createAuthError } from '../../auth/auth-error.ts';
import type { AuthError } from '../../auth/auth-error.ts';
import { createAuthMachine, STUCK_FLOW_ALERT } from '../auth.machine.ts';
import type { AuthInput, AuthServices } from './auth-types.ts';
import { advance, flush, recordingHost } from './auth-env.fixture.ts';

// Time through SimulatedClock: delays fire only when the test moves the clock.
const network = createAuthError('NETWORK_ERROR');
const busy = createAuthError('INTERACTION_IN_PROGRESS');

function page(clock: SimulatedClock, services: Partial<AuthServices>, input: AuthInput = {}) {
  const host = recordingHost(() => clock.now(), {
    initialiseClient: async () => null,
    checkInteraction: async () => false,
    ...services,
  });
  const actor = createActor(createAuthMachine(host.env), { clock, input }).start();
  return { actor, effects: host.effects };
}

/** A call that fails with `failures` in turn and then succeeds (or never settles), noting when it was made. */
function scripted(clock: SimulatedClock, failures: AuthError[], times: number[], settle = true) {
  return () => {
    times.push(clock.now());
    const failure = failures.shift();
    if (failure) return Promise.reject(failure);
    return settle ? Promise.resolve() : new Promise<void>(() => {});
  };
}

async function clickSignIn(actor: ReturnType<typeof page>['actor']) {
  actor.send({ type: 'auth.initialise' });
  await flush();
  actor.send({ type: 'auth.login', source: 'user' });
  await flush();
}

describe('auth machine timing: retries', () => {
  it('retries a failing redirect 3 times with growing delays, then gives up', async () => {
    const clock = new SimulatedClock();
    const times: number[] = [];
    const { actor } = page(clock, {
      signinRedirect: scripted(clock, [network, network, network, network], times),
    });
    await clickSignIn(actor);
    await advance(clock, 20_000);
    // The random source (0.5) adds 500 ms of jitter to 1 s, 2 s and 4 s.
    expect(times).toEqual([0, 1_500, 4_000, 8_500]);
    expect(actor.getSnapshot().context.error?.kind).toBe('MAX_RETRIES_EXCEEDED');
  });

  it('waits 1 s after an interaction conflict, clears it and retries once', async () => {
    const clock = new SimulatedClock();
    const times: number[] = [];
    const { actor, effects } = page(clock, { signinRedirect: scripted(clock, [busy], times) });
    await clickSignIn(actor);
    await advance(clock, 950);
    expect(times).toEqual([0]);
    await advance(clock, 100);
    expect(times).toEqual([0, 1_000]);
    expect(effects).toContain('clearInteractionState');
    expect(actor.getSnapshot().value).toEqual({ loggingIn: 'awaitingNavigation' });
  });

  it('reports the conflict when it is still there after the one retry', async () => {
    const clock = new SimulatedClock();
    const times: number[] = [];
    const { actor } = page(clock, { signinRedirect: scripted(clock, [busy, busy], times) });
    await clickSignIn(actor);
    await advance(clock, 10_000);
    expect(times).toEqual([0, 1_000]);
    expect(actor.getSnapshot().context.error?.kind).toBe('INTERACTION_IN_PROGRESS');
  });
});

describe('auth machine timing: waiting', () => {
  it('polls every 500 ms while another interaction runs, at most 15 times', async () => {
    const clock = new SimulatedClock();
    const checks: number[] = [];
    const redirects: number[] = [];
    const { actor } = page(clock, {
      checkInteraction: async () => (checks.push(clock.now()), true),
      signinRedirect: scripted(clock, [], redirects),
    });
    await clickSignIn(actor);
    await advance(clock, 10_000);
    expect(checks).toHaveLength(16);
    expect(checks.at(-1)).toBe(7_500);
    expect(redirects).toEqual([7_500]);
  });

  it('gives setup 30 s, even when asked to set up again meanwhile', async () => {
    const clock = new SimulatedClock();
    const starts: number[] = [];
    const { actor } = page(clock, {
      initialiseClient: () => (starts.push(clock.now()), new Promise(() => {})),
    });
    actor.send({ type: 'auth.initialise' });
    await advance(clock, 10_000);
    actor.send({ type: 'auth.initialise' });
    await advance(clock, 19_900);
    expect(actor.getSnapshot().value).toBe('initialising');
    await advance(clock, 100);
    expect(actor.getSnapshot().context.error?.kind).toBe('INITIALIZATION_FAILED');
    expect(starts).toEqual([0]);
  });
});

describe('auth machine timing: tokens', () => {
  it('gives a silent token request 30 s before trying again', async () => {
    const clock = new SimulatedClock();
    const requests: number[] = [];
    const session = { accessToken: 'token-1', expiresAt: 60_000, subject: 'user-1' };
    const { actor } = page(clock, {
      initialiseClient: async () => session,
      acquireTokenSilently: () => (requests.push(clock.now()), new Promise(() => {})),
    });
    actor.send({ type: 'auth.initialise' });
    await flush();
    actor.send({ type: 'auth.tokenRequested' });
    await advance(clock, 29_950);
    expect(requests).toEqual([0]);
    await advance(clock, 1_600);
    expect(requests).toEqual([0, 31_500]);
    expect(actor.getSnapshot().context.error?.kind).toBe('TOKEN_ACQUISITION_FAILED');
  });
});

describe('auth machine timing: stuck flow', () => {
  const stuckPage = (clock: SimulatedClock, recoveryAttempts: number) =>
    page(clock, { signinRedirect: scripted(clock, [], [], false) }, { recoveryAttempts });

  it('recovers a sign-in stuck for 5 minutes: clears storage and goes home', async () => {
    const clock = new SimulatedClock();
    const { actor, effects } = stuckPage(clock, 0);
    await clickSignIn(actor);
    await advance(clock, 299_900, 1_000);
    expect(effects).toEqual([]);
    await advance(clock, 200);
    expect(effects).toEqual(['persistRecoveryCount:1', 'clearAuthStorage', 'redirectHome']);
  });

  it('asks the user to clear cache and cookies once 3 recoveries did not help', async () => {
    const thirdClock = new SimulatedClock();
    const third = stuckPage(thirdClock, 2);
    await clickSignIn(third.actor);
    await advance(thirdClock, 300_000, 1_000);
    expect(third.effects).toEqual(['persistRecoveryCount:3', 'clearAuthStorage', 'redirectHome']);

    const fourthClock = new SimulatedClock();
    const fourth = stuckPage(fourthClock, 3);
    await clickSignIn(fourth.actor);
    await advance(fourthClock, 300_000, 1_000);
    expect(fourth.effects).toEqual(['clearAuthStorage', `alertUser:${JSON.stringify(STUCK_FLOW_ALERT)}`]);
    expect(fourth.actor.getSnapshot().context.error?.kind).toBe('MAX_RETRIES_EXCEEDED');
  });
});
