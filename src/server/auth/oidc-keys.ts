import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { serverSecrets } from '../db/tables/platform.ts';

/** The embedded provider's secrets; stored once in the database so restarts and other instances share them. */
export interface IdentityKeys {
  /** Private signing keys handed to oidc-provider. */
  signingKeys: { keys: JWK[] };
  /** The public halves, which the API verifies access tokens against without calling itself. */
  publicKeys: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** Signs the e-mail verification links. */
  linkKey: Uint8Array;
}

/**
 * Reads a secret, creating it on first use. When two instances start at once the first insert wins
 * and both read the winner, so nobody signs with a key the others do not know.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored!.value as T;
}

async function createSigningKey(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

const randomSecrets = (count: number) => async () =>
  Array.from({ length: count }, () => randomBytes(32).toString('base64url'));

/** Only the members a public RSA or EC key may have. */
function publicPart({ kty, n, e, crv, x, y, kid, alg, use }: JWK): JWK {
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined),
  );
}

/** Loads (or on an empty database creates) the signing keys, cookie keys and link key. */
export async function loadIdentityKeys(db: Db): Promise<IdentityKeys> {
  const signingKeys = await loadOrCreate(db, 'oidc-signing-keys', createSigningKey);
  const cookieKeys = await loadOrCreate(db, 'oidc-cookie-keys', randomSecrets(2));
  const [linkSecret] = await loadOrCreate(db, 'identity-link-key', randomSecrets(1));
  return {
    signingKeys,
    publicKeys: { keys: signingKeys.keys.map(publicPart) },
    cookieKeys,
    linkKey: Buffer.from(linkSecret!, 'base64url'),
  };
}
