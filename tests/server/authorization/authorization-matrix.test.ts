import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { CALLERS, expectationOf, routeKey, type CallerName, type MatrixRow } from './matrix-kit.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { SECRET_ANSWER, buildWorld, type World } from './matrix-world.ts';
import { adminRows } from './rows-admin.ts';
import { answerRows } from './rows-answers.ts';
import { fileRows } from './rows-files.ts';
import { itemRows } from './rows-items.ts';
import { listRows } from './rows-lists.ts';
import { formRows } from './rows-forms.ts';
import { responseRows } from './rows-responses.ts';
import { sessionRows } from './rows-session.ts';
import { userRows } from './rows-users.ts';
import { workflowRows } from './rows-workflows.ts';

// Every API call of the product, as anonymous, as each role of org A, as two super admins (one in org A,
// one not) and as the administrator of another organisation: allowed callers succeed, the others get
// 401/403/404 and the database stays exactly as it was.

// Every route the app registers, hidden ones included: the OpenAPI document leaves hidden routes out, and
// buildApp makes its Fastify instance itself, so an onRoute hook can only be added where it is created.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) =>
  (await import('../../support/fastify-route-hook.ts')).withRouteHook(await importOriginal(), (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  }),
);

const AREAS: Record<string, MatrixRow[]> = {
  'session, dashboard and platform': sessionRows,
  'organisations and groups': adminRows,
  'members and guests': userRows,
  files: fileRows,
  'forms and elements': formRows,
  'form responses': responseRows,
  'answers, files and name stamps': answerRows,
  lists: listRows,
  'compliance items': itemRows,
  workflows: workflowRows,
};
const ALL_ROWS = Object.values(AREAS).flat();

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  // One world for every area: signing the ten callers in is the slow part, and rows never share a target they change.
  world = await buildWorld(t);
}, 120_000);
afterAll(() => t?.close());

/** Method and path (OpenAPI spelling) of every API route registered, plus those the OpenAPI document lists. */
async function liveRoutes(): Promise<string[]> {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method, url: path })),
  );
  const all = [...registered, ...documented]
    .filter(({ method, url }) => url.startsWith('/api/') && method.toUpperCase() !== 'HEAD')
    .map(({ method, url }) => routeKey(method, url.replace(/:(\w+)/g, '{$1}')));
  return [...new Set(all)];
}

describe('coverage', () => {
  it('has a row for every API route, so nobody adds a route without deciding who may call it', async () => {
    const rows = new Set(ALL_ROWS.map((row) => routeKey(row.method, row.path)));
    const missing = (await liveRoutes()).filter((key) => !rows.has(key));
    expect(missing, `routes without a row in tests/server/authorization: ${missing.join(', ')}`).toEqual([]);
  });

  it('sees the routes the app registers', () => {
    // Guards the guard: without the onRoute hook every route would look covered.
    expect(registered.some(({ url }) => url === '/api/openapi.json')).toBe(true);
  });

  it('has no row twice and no row for a route that is gone', async () => {
    const keys = ALL_ROWS.map((row) => `${routeKey(row.method, row.path)} ${row.variant ?? ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const live = new Set(await liveRoutes());
    expect(ALL_ROWS.map((row) => routeKey(row.method, row.path)).filter((key) => !live.has(key))).toEqual([]);
  });
});

async function call(row: MatrixRow, caller: CallerName, org: string) {
  const request = await row.request(world, { org, caller });
  return t.request({ method: row.method, ...request, token: world.tokens[caller] });
}

/** Runs one refused call and says what was wrong with it, if anything. */
async function refused(
  row: MatrixRow,
  caller: CallerName,
  org: string,
  allowedStatus: readonly number[],
): Promise<string[]> {
  const request = await row.request(world, { org, caller });
  const before = await fingerprint(world.t.database.db);
  const response = await t.request({ method: row.method, ...request, token: world.tokens[caller] });
  const changed = changedTables(before, await fingerprint(world.t.database.db));
  const problems: string[] = [];
  const label = org === world.orgB.guid ? `${caller} (naming org B)` : caller;
  if (!allowedStatus.includes(response.statusCode))
    problems.push(
      `${label}: expected ${allowedStatus.join('/')}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
    );
  if (changed.length) problems.push(`${label}: refused call changed ${changed.join(', ')}`);
  return problems;
}

/** The foreign caller acts in its own organisation with org A's guid in the request: org A must not notice. */
async function untouched(row: MatrixRow, probe: NonNullable<MatrixRow['smuggleProbe']>): Promise<string[]> {
  const request = await row.request(world, { org: world.orgB.guid, caller: 'foreign' });
  const before = await probe(world, request);
  const response = await t.request({ method: row.method, ...request, token: world.tokens.foreign });
  const after = await probe(world, request);
  const problems: string[] = [];
  if (response.statusCode >= 500)
    problems.push(`foreign (naming org B): got ${response.statusCode} ${response.body.slice(0, 160)}`);
  if (JSON.stringify(before) !== JSON.stringify(after))
    problems.push('foreign (naming org B): changed org A');
  problems.push(...leaks('foreign', 'foreign (naming org B)', response.body));
  return problems;
}

/** Guids of org A and its things: none may show in an answer to someone outside org A. */
function secretsOfA(): string[] {
  const { orgA, form, response, group, person, accounts } = world;
  return [
    orgA.guid,
    form.guid,
    form.text,
    response,
    group.guid,
    person.guid,
    person.entityGuids[orgA.guid]!,
    accounts.member!.guid,
    SECRET_ANSWER,
  ];
}

function leaks(caller: CallerName, label: string, body: string): string[] {
  if (caller !== 'foreign') return [];
  const shown = secretsOfA().filter((secret) => body.toLowerCase().includes(secret.toLowerCase()));
  return shown.length ? [`${label}: shows org A's ${shown.join(', ')}`] : [];
}

for (const [area, rows] of Object.entries(AREAS)) {
  describe(area, () => {
    it.each(
      rows.map((row) => [`${row.method} ${row.path}${row.variant ? ` (${row.variant})` : ''}`, row] as const),
    )('%s', async (_name, row) => {
      const problems: string[] = [];
      // Refusals first, while the world is exactly as built.
      for (const caller of CALLERS) {
        const expected = expectationOf(row, caller);
        if (expected !== 'allowed')
          problems.push(...(await refused(row, caller, world.orgA.guid, [expected])));
      }
      // Naming its own organisation next to org A's resource gets the foreign caller no further.
      if (row.smuggle) problems.push(...(await refused(row, 'foreign', world.orgB.guid, [400, 403, 404])));
      if (row.smuggleProbe) problems.push(...(await untouched(row, row.smuggleProbe)));
      if (row.ownOrgRead) {
        const label = 'foreign (reading org B)';
        const response = await call(row, 'foreign', world.orgB.guid);
        if (response.statusCode >= 400)
          problems.push(
            `${label}: expected success, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        problems.push(...leaks('foreign', label, response.body));
      }
      for (const caller of CALLERS) {
        if (expectationOf(row, caller) !== 'allowed') continue;
        const response = await call(row, caller, world.orgA.guid);
        if (response.statusCode >= 400)
          problems.push(
            `${caller}: expected success, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        problems.push(...leaks(caller, caller, response.body));
        await row.undo?.(world, caller);
      }
      expect(problems).toEqual([]);
    });
  });
}
