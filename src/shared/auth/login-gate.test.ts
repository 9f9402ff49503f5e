import { describe, expect, it } from 'vitest';
import { decideLogin } from './login-gate.ts';

const at = (source: 'user' | 'route', since: number | null, redirectInProgress = false) =>
  decideLogin({
    source,
    now: 100_000,
    lastLoginAt: since === null ? null : 100_000 - since,
    redirectInProgress,
  });

describe('decideLogin', () => {
  it('starts the first login from either source', () => {
    expect(at('user', null)).toBe('start');
    expect(at('route', null)).toBe('start');
  });

  it('ignores a double click within 2 s', () => {
    expect(at('user', 1_999)).toBe('ignore');
    expect(at('user', 2_000)).toBe('start');
  });

  it('sends a route that asks again within 5 s to the landing page', () => {
    expect(at('route', 4_999)).toBe('landing');
    expect(at('route', 5_000)).toBe('start');
  });

  it('refuses any login while a sign-in redirect is being completed', () => {
    expect(at('user', null, true)).toBe('ignore');
    expect(at('route', 60_000, true)).toBe('ignore');
  });
});
