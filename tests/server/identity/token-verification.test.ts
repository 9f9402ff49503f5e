import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { buildApp } from '../../../src/server/app.ts';
import { serverSecrets } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { signIn } from '../../support/oidc-login.ts';

let t: TestApp;
let signingKey: JWK;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
  await t.tokenFor({ email: 'langly@example.test', name: 'Ringo Langly', password: 'a long password' });
  const [row] = await t.database.db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'oidc-signing-keys'));
  signingKey = (row!.value as { keys: JWK[] }).keys[0]!;
});
afterAll(() => t?.close());

/** A token shaped like the provider's; each test changes one thing. */
async function forge(overrides: { aud?: string; iss?: string; exp?: number; key?: JWK } = {}) {
  const key = overrides.key ?? signingKey;
  return new SignJWT({ email: 'langly@example.test', email_verified: true, name: 'Ringo Langly' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid!, typ: 'at+jwt' })
    .setSubject('someone')
    .setIssuer(overrides.iss ?? t.config.oidc.issuer)
    .setAudience(overrides.aud ?? t.config.oidc.audience)
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(await importJWK(key, 'RS256'));
}

describe('access token verification (embedded provider)', () => {
  it('accepts a token signed with the stored key for our issuer and audience', async () => {
    expect(await t.app.verifyAccessToken(await forge())).toEqual({
      subject: `${t.config.oidc.issuer}|someone`,
      email: 'langly@example.test',
      emailVerified: true,
      name: 'Ringo Langly',
    });
  });

  it('refuses a token for another audience, from another issuer, expired, or signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const stranger = { ...(await exportJWK(privateKey)), kid: signingKey.kid };
    const bad = [
      await forge({ aud: 'https://other.example/api' }),
      await forge({ iss: 'https://issuer.example' }),
      await forge({ exp: Math.floor(Date.now() / 1000) - 120 }),
      await forge({ key: stranger }),
      'not.a.token',
    ];
    for (const token of bad) await expect(t.app.verifyAccessToken(token)).rejects.toThrow();
    const response = await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token: bad[0] });
    expect(response.statusCode).toBe(401);
  });

  it('keeps keys and grants in the database: another instance verifies the token and renews the sign-in', async () => {
    const tokens = await signIn(t.baseUrl!, 'langly@example.test', 'a long password');
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await second.ready();
      expect((await second.verifyAccessToken(tokens.access_token)).email).toBe('langly@example.test');
      const renewed = await second.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: t.config.oidc.clientId,
        }).toString(),
      });
      expect(renewed.statusCode).toBe(200);
      expect((await t.app.verifyAccessToken(renewed.json().access_token)).email).toBe('langly@example.test');
      expect(await t.database.db.$count(serverSecrets, eq(serverSecrets.name, 'oidc-signing-keys'))).toBe(1);
    } finally {
      await second.close();
    }
  });
});
