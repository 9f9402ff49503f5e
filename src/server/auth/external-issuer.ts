import { createRemoteJWKSet } from 'jose';
import type { KeySource } from './token-verifier.ts';

/**
 * Keys of an external provider, found through its discovery document on first use (so the server
 * starts even while the provider is unreachable) and retried after a failure. jose's remote key set
 * caches the keys and refetches them when a token names an unknown key id (key rotation).
 */
export function externalKeySource(issuer: string): () => Promise<KeySource> {
  let pending: Promise<KeySource> | undefined;

  async function discover(): Promise<KeySource> {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new Error(`The identity provider's discovery document answered ${response.status}.`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (typeof document.jwks_uri !== 'string')
      throw new Error("The identity provider's discovery document has no jwks_uri.");
    // Some providers (Azure AD B2C) publish an issuer that differs from the address their documents live at.
    const issuers = [issuer, `${issuer}/`, ...(typeof document.issuer === 'string' ? [document.issuer] : [])];
    return { keys: createRemoteJWKSet(new URL(document.jwks_uri)), issuers: [...new Set(issuers)] };
  }

  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
