import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/shared/api/route-table.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The client builds every API URL from the route table in src/shared/api/. This holds the table to the
// routes the real app registers, so a route renamed or moved on one side fails here and not in a browser.

// buildApp makes its Fastify instance itself, so an onRoute hook can only be added where it is created.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) =>
  (await import('../support/fastify-route-hook.ts')).withRouteHook(await importOriginal(), (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  }),
);

/**
 * The server's /api routes the client does not call. A route leaves this list when a screen starts calling
 * it, and goes into the table instead.
 */
const SERVER_ONLY = [
  // For external tools.
  'GET /api/openapi.json',
  // The form designer (not built yet): definitions, elements, section rules and what access rules may name.
  'POST /api/FormDefinition/:formName/CreateFormDefinition',
  'DELETE /api/FormDefinition/:formDefinitionGuid/DeleteFormDefinition',
  'GET /api/mwforms/:formDefinitionGuid/HasResponses',
  'GET /api/mwforms/:formDefinitionGuid/elements',
  'POST /api/mwforms/:formDefinitionGuid/elements',
  'GET /api/mwforms/:formDefinitionGuid/elements/:elementGuid',
  'PUT /api/mwforms/:formDefinitionGuid/elements/:elementGuid',
  'DELETE /api/mwforms/:formDefinitionGuid/elements/:formElementGuid/DeleteFormElement',
  'GET /api/mwforms/:formDefinitionGuid/sectionRules',
  'DELETE /api/mwforms/:formDefinitionGuid/sectionRules',
  'GET /api/ListDefinition/:listDefinitionGuid',
  // Deleting a workflow definition (not on a screen yet).
  'DELETE /api/WorkflowDefinition/:workflowDefinitionGuid/DeleteWorkflowDefinition',
  // Entity pages, answers of other forms read one by one (the workflow sends the shared ones), PDFs (not
  // built yet), the PDF-code list.
  'GET /api/WorkflowInstance/:orgGuid/:workflowDefinitionGuid/:includeArchived/:entityGuid/GetWorkflowDtos',
  'POST /api/mwforms/:formGuid/responses/:responseGuid/answers/GetAnswersFromCodes',
  'GET /api/mwforms/:formGuid/responses/:responseGuid/answers/:formElementGuid/:repeatableGroupGuid/GetAnswer',
  'GET /api/ListDefinition/GetPdfCodeListDefinitions',
  // Administration calls without a screen yet: deleting organisations and responses, pending invitations,
  // the group list of other screens, the organisation's files, logos and thumbnails by address.
  'DELETE /api/Org/:orgGuid/DeleteOrg',
  'DELETE /api/mwforms/:formDefinitionGuid/:responseGuid/DeleteFormResponse',
  'GET /api/LoginAccountManagement/:orgGuid/GetInvitations',
  'DELETE /api/LoginAccountManagement/:orgGuid/:invitationGuid/WithdrawInvitation',
  'GET /api/OrgGroup/:orgGuid/GetAllOrgGroupDtos',
  'GET /api/files',
  'GET /api/files/OrgIcon/:orgGuid',
  'GET /api/files/thumbnail/:fileGuid',
];

const tableEntries = Object.entries(routeTable).flatMap(([area, routes]) =>
  Object.entries(routes).map(([name, route]) => ({
    name: `${area}.${name}`,
    key: `${route.method} ${route.path}`,
  })),
);

let t: TestApp;
let serverRoutes: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  // HEAD routes are Fastify's own twins of GET routes.
  serverRoutes = new Set(
    registered
      .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`),
  );
}, 120_000);
afterAll(() => t?.close());

describe('the route table', () => {
  it('sees the routes the app registers', () => {
    // Guards the guard: without the onRoute hook every entry would look missing, and the list below stale.
    expect(serverRoutes.has('GET /api/openapi.json')).toBe(true);
  });

  it('names only routes the server has, with the same method and path', () => {
    const missing = tableEntries
      .filter(({ key }) => !serverRoutes.has(key))
      .map(({ name, key }) => `${name}: ${key}`);
    expect(missing, 'table entries without a server route').toEqual([]);
  });

  it('names each route once', () => {
    const keys = tableEntries.map(({ key }) => key);
    const twice = tableEntries
      .filter(({ key }, index) => keys.indexOf(key) !== index)
      .map(({ name }) => name);
    expect(twice, 'table entries repeating an earlier one').toEqual([]);
  });

  it('covers every server /api route the client may call: the others are listed as server-only', () => {
    const inTable = new Set(tableEntries.map(({ key }) => key));
    const serverOnly = new Set(SERVER_ONLY);
    const uncovered = [...serverRoutes].filter((key) => !inTable.has(key) && !serverOnly.has(key));
    expect(uncovered, 'server routes neither in the table nor in SERVER_ONLY').toEqual([]);
  });

  it('lists as server-only nothing the server lacks and nothing the table has', () => {
    const inTable = new Set(tableEntries.map(({ key }) => key));
    expect(
      SERVER_ONLY.filter((key) => !serverRoutes.has(key)),
      'SERVER_ONLY entries the server lacks',
    ).toEqual([]);
    expect(
      SERVER_ONLY.filter((key) => inTable.has(key)),
      'SERVER_ONLY entries the table has',
    ).toEqual([]);
  });
});
