import Fastify, { type RouteOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessPlugin, resource, type RouteAccess } from '../../../src/server/auth/access.ts';
import { resourceResolvers } from '../../../src/server/resources/index.ts';
import { createTestApp } from '../../support/test-app.ts';

// A route that reaches a record by guid must say how the record is checked, and the app refuses to start
// when one does not: a forgotten rule is found by starting the app, not by a user of another organisation.

/** Routes of the real app whose access rule the next build loses, as if someone deleted it. */
const stripped = vi.hoisted(() => ({ urls: [] as string[], mode: 'delete' as 'delete' | 'signedIn' }));
// Added when the instance is created, so it runs before the access plugin's own check.
vi.mock('fastify', async (importOriginal) =>
  (await import('../../support/fastify-route-hook.ts')).withRouteHook(await importOriginal(), (route) => {
    if (!stripped.urls.includes(route.url)) return;
    const config = (route.config ?? {}) as { access?: RouteAccess };
    if (stripped.mode === 'delete') delete config.access;
    else config.access = { kind: 'signedIn' };
    route.config = config as RouteOptions['config'];
  }),
);

afterEach(() => {
  stripped.urls = [];
});

/** A bare app with only the access hook and one route. */
async function startWith(url: string, access: RouteAccess | undefined, querystring?: object) {
  const app = Fastify();
  await app.register(accessPlugin, { resources: resourceResolvers });
  app.get(
    url,
    { config: access ? { access } : {}, schema: querystring ? { querystring } : {} },
    async () => 'ok',
  );
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('the real app', () => {
  it('starts: every API route declares a complete rule', async () => {
    const t = await createTestApp();
    await t.close();
  }, 120_000);

  it.each([
    ['/api/FormDefinition/:formDefinitionGuid/GetFormDefinition', 'signedIn'],
    [
      '/api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/:repeatableGroupGuid/SubmitAnswer',
      'signedIn',
    ],
    ['/api/WorkflowInstance/:workflowGuid/UpdateWorkflow', 'delete'],
    ['/api/files/:fileGuid', 'signedIn'],
    ['/api/ItemDefinition/:itemDefinitionGuid/UpdateItemDefinition', 'signedIn'],
    ['/api/ItemDefinition/:orgGuid/:itemDefinitionGuid/GetItemDefinition', 'delete'],
  ] as const)(
    'refuses to start when %s loses its resource rule (%s)',
    async (url, mode) => {
      stripped.urls = [url];
      stripped.mode = mode;
      await expect(createTestApp()).rejects.toThrow(url);
    },
    120_000,
  );
});

describe('the start-up check', () => {
  it('refuses an API route without an access rule', async () => {
    await expect(startWith('/api/Things/List', undefined)).rejects.toThrow(
      'GET /api/Things/List declares no access rule',
    );
  });

  it('refuses a form guid in the path behind a signed-in rule only', async () => {
    await expect(startWith('/api/Things/:formDefinitionGuid/Read', { kind: 'signedIn' })).rejects.toThrow(
      "reaches a record by 'formDefinitionGuid'",
    );
  });

  it('refuses a response guid in the query string behind an organisation rule', async () => {
    const access: RouteAccess = { kind: 'org', orgGuid: () => undefined, anyRole: [] };
    const query = { type: 'object', properties: { orgGuid: {}, responseGuid: {} } };
    await expect(startWith('/api/Things/Read', access, query)).rejects.toThrow("'responseGuid'");
  });

  it('refuses a resource rule that checks another record than the one the route names', async () => {
    await expect(
      startWith('/api/Things/:formDefinitionGuid/:workflowGuid/Read', resource('form', [])),
    ).rejects.toThrow("reaches a record by 'workflowGuid'");
  });

  it('accepts a resource rule, the records it checks beside its own, and guids read inside it', async () => {
    await expect(
      startWith('/api/Things/:formDefinitionGuid/Read', resource('form', [])),
    ).resolves.toBeUndefined();
    await expect(
      startWith('/api/Things/:formGuid/:orgGuid/:responseGuid/Read', resource('response', [])),
    ).resolves.toBeUndefined();
    await expect(
      startWith('/api/Things/:responseGuid/Files', resource('response', [], { inside: ['fileGuid'] }), {
        type: 'object',
        properties: { fileGuid: {} },
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses a rule that leaves the check to the handler for a record whose resolver cannot check there', async () => {
    await expect(
      startWith('/api/Things/:formDefinitionGuid/Write', resource('form', [], { inHandler: true })),
    ).rejects.toThrow("checks 'form' in its handler");
    await expect(
      startWith('/api/Things/:formGuid/:responseGuid/Write', resource('response', [], { inHandler: true })),
    ).resolves.toBeUndefined();
  });

  it('leaves routes outside the API alone', async () => {
    await expect(startWith('/oidc/:formDefinitionGuid', undefined)).resolves.toBeUndefined();
  });
});
