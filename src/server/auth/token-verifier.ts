import {
  createLocalJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { AccessTokenVerifier, TokenClaims } from './token-claims.ts';
import { verifiedTokenCache } from './verified-tokens.ts';

/** Where a token's signing keys come from, and which `iss` values name the same provider. */
export interface KeySource {
  keys: JWTVerifyGetKey;
  issuers: string[];
}

const looksLikeEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Maps a verified token to what the API needs. E-mail comes from `email`, or from
 * `preferred_username` / `emails[0]` (Azure AD B2C and similar) when those hold an address.
 * An e-mail counts as verified only when the token says so, or, for a provider that never says,
 * when the operator declared its addresses trustworthy.
 */
function claimsFromPayload(payload: JWTPayload, trustEmailWithoutClaim: boolean): TokenClaims {
  if (typeof payload.iss !== 'string' || typeof payload.sub !== 'string' || !payload.sub)
    throw new Error('The token names no subject.');
  const emails = Array.isArray(payload.emails) ? payload.emails : [];
  const email = [payload.email, payload.preferred_username, emails[0]]
    .find(looksLikeEmail)
    ?.trim()
    .toLowerCase();
  const claim = payload.email_verified;
  const emailVerified =
    Boolean(email) && (claim === undefined ? trustEmailWithoutClaim : claim === true || claim === 'true');
  const joined = [payload.given_name, payload.family_name]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ');
  const name =
    typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : joined || undefined;
  return { subject: `${payload.iss}|${payload.sub}`, email, emailVerified, name };
}

/** Keys of the embedded provider, read from our database: verifying a token never calls the server itself. */
export function localKeySource(issuer: string, publicKeys: JSONWebKeySet): () => Promise<KeySource> {
  const source: KeySource = { keys: createLocalJWKSet(publicKeys), issuers: [issuer] };
  return async () => source;
}

/**
 * Checks signature, issuer, audience and expiry (RS256 or ES256), then maps the claims. A token verified
 * once is remembered until it expires (verified-tokens.ts): a signed-in person's every call carries the
 * same token, and checking its RSA signature again was the largest part of a save's CPU time.
 */
export function createAccessTokenVerifier(options: {
  source: () => Promise<KeySource>;
  audience: string;
  trustEmailWithoutClaim: boolean;
}): AccessTokenVerifier {
  const verified = verifiedTokenCache();
  return async (token) => {
    const source = await options.source();
    const known = verified.get(token, source);
    if (known) return known;
    const { payload } = await jwtVerify(token, source.keys, {
      issuer: source.issuers,
      audience: options.audience,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const claims = claimsFromPayload(payload, options.trustEmailWithoutClaim);
    verified.set(token, source, claims, (payload.exp! + CLOCK_TOLERANCE_SECONDS) * 1000);
    return claims;
  };
}

const CLOCK_TOLERANCE_SECONDS = 30;
