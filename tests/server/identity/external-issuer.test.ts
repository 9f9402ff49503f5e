import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe('access token verification (external provider)', () => {
  let issuerServer: http.Server;
  let issuer: string;
  let providerKey: CryptoKey;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    providerKey = pair.privateKey;
    const jwks = {
      keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'b2c-key', alg: 'ES256', use: 'sig' }],
    };
    issuerServer = http.createServer((request, response) => {
      const body =
        request.url === '/.well-known/openid-configuration'
          ? { issuer: `${issuer}/tenant/v2.0/`, jwks_uri: `${issuer}/keys` }
          : jwks;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    issuerServer?.close();
  });

  async function externalApp(env: Record<string, string> = {}) {
    const app = await createTestApp({
      env: {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: 'spa-at-b2c',
        OIDC_AUDIENCE: 'api://business-tools',
        ...env,
      },
    });
    apps.push(app);
    return app;
  }

  // Azure AD B2C style: the issuer from discovery, e-mail in `emails`, names split, no email_verified.
  const b2cToken = async () =>
    new SignJWT({ emails: ['Kersh@Example.test'], given_name: 'Alvin', family_name: 'Kersh' })
      .setProtectedHeader({ alg: 'ES256', kid: 'b2c-key' })
      .setSubject('b2c-subject')
      .setIssuer(`${issuer}/tenant/v2.0/`)
      .setAudience('api://business-tools')
      .setExpirationTime('10m')
      .sign(providerKey);

  it("verifies through the issuer's discovery document and maps B2C-style claims; the e-mail is unverified by default", async () => {
    const app = await externalApp();
    expect(await app.app.verifyAccessToken(await b2cToken())).toEqual({
      subject: `${issuer}/tenant/v2.0/|b2c-subject`,
      email: 'kersh@example.test',
      emailVerified: false,
      name: 'Alvin Kersh',
    });
    expect(
      (await app.request({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404);
    expect((await app.request({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      authority: issuer,
      clientId: 'spa-at-b2c',
      scope: 'openid profile email',
      redirectUri: `${app.config.publicUrl}/landing`,
      postLogoutRedirectUri: `${app.config.publicUrl}/landing`,
      extraQueryParams: {},
      passwordResetUrl: null,
    });
  });

  it('trusts the e-mail of a provider that omits email_verified only when OIDC_TRUST_EMAIL says so', async () => {
    const app = await externalApp({
      OIDC_TRUST_EMAIL: 'true',
      OIDC_SCOPE: 'openid api://business-tools/access',
    });
    expect((await app.app.verifyAccessToken(await b2cToken())).emailVerified).toBe(true);
    expect((await app.request({ method: 'GET', url: '/api/auth/config' })).json().scope).toBe(
      'openid api://business-tools/access',
    );
  });
});
