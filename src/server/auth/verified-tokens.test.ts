import { describe, expect, it } from 'vitest';
import { verifiedTokenCache } from './verified-tokens.ts';

const claims = { subject: 'https://issuer|someone', email: 'a@example.test', emailVerified: true, name: 'A' };

describe('verified tokens', () => {
  it('answers a token verified before, for the same keys, until it expires', () => {
    let now = 1_000_000;
    const cache = verifiedTokenCache(() => now);
    const keys = {};
    cache.set('token', keys, claims, now + 60_000);
    expect(cache.get('token', keys)).toEqual(claims);
    expect(cache.get('another token', keys)).toBeUndefined();
    now += 60_000;
    expect(cache.get('token', keys)).toBeUndefined();
  });

  it('verifies again with other keys (a provider found again), and never keeps a token already expired', () => {
    const now = 1_000_000;
    const cache = verifiedTokenCache(() => now);
    const keys = {};
    cache.set('token', keys, claims, now + 60_000);
    expect(cache.get('token', {})).toBeUndefined();
    expect(cache.get('token', keys)).toBeUndefined();
    cache.set('old token', keys, claims, now - 1);
    expect(cache.get('old token', keys)).toBeUndefined();
  });
});
