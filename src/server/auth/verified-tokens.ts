import { LRUCache } from 'lru-cache';
import type { TokenClaims } from './token-claims.ts';

// Tokens whose signature, issuer, audience and expiry were already checked, with their claims. A hit is
// only trusted for the key source that verified it (a rediscovered external provider, whose keys may have
// changed, verifies again) and never past the token's own expiry; within that, at most a few minutes, so
// a key withdrawn from a provider's key set stops being honoured soon even for tokens checked with it.
// Whether the person may still do something is not cached: the caller's account and roles are read from
// the database at every call.

const MAX_TOKENS = 5_000;
const AT_MOST_MS = 5 * 60_000;

interface Verified {
  source: object;
  claims: TokenClaims;
  /** When the token stops being valid (its exp plus the clock tolerance), in ms since the epoch. */
  validUntil: number;
}

export function verifiedTokenCache(now: () => number = Date.now) {
  const tokens = new LRUCache<string, Verified>({ max: MAX_TOKENS, ttl: AT_MOST_MS, ttlAutopurge: false });
  return {
    get(token: string, source: object): TokenClaims | undefined {
      const hit = tokens.get(token);
      if (!hit) return undefined;
      if (hit.source !== source || now() >= hit.validUntil) {
        tokens.delete(token);
        return undefined;
      }
      return hit.claims;
    },
    set(token: string, source: object, claims: TokenClaims, validUntil: number): void {
      const left = validUntil - now();
      if (left <= 0) return;
      tokens.set(
        token,
        { source, claims: Object.freeze({ ...claims }), validUntil },
        { ttl: Math.min(left, AT_MOST_MS) },
      );
    },
  };
}
