/** What the API needs from a verified access token, whichever provider issued it. */
export interface TokenClaims {
  /** `issuer|sub`, unique across providers. */
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/** Verifies a bearer token (signature, issuer, audience, expiry) and returns its claims, or throws. */
export type AccessTokenVerifier = (token: string) => Promise<TokenClaims>;
