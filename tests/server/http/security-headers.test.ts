import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('go out on API answers, refusals and the identity provider alike', async () => {
    const responses = await Promise.all([
      t.request({ method: 'GET', url: '/api/auth/config' }),
      t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo' }),
      t.request({ method: 'GET', url: '/oidc/.well-known/openid-configuration' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 200]);
    for (const { headers } of responses) {
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain(`connect-src 'self' ws: wss: ${new URL(t.config.oidc.issuer).origin}`);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
