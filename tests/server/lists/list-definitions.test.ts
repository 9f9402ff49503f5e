import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDefinitions } from '../../../src/server/db/tables/lists.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { sampleForm, sampleGuids } from '../forms/form-fixtures.ts';
import { uploadForm } from '../forms/form-helpers.ts';
import { workflowApi } from '../workflows/workflow-api.ts';
import { seedWorkflowDefinition } from '../workflows/workflow-fixtures.ts';

// Lists (spec 2.9, 5.9, 6, 7.4): who may read, create, change and delete them, and what a list must be.

let t: TestApp;
let org: SeededOrg;
let foreign: SeededOrg;
let designer: string;
let member: string;
let outsider: string;
let superAdmin: string;
let formGuid: string;
let foreignFormGuid: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'List Clinic' });
  foreign = await t.seedOrg({ name: 'Foreign Org' });
  designer = await t.tokenFor(
    await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } }),
  );
  member = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup'] } }));
  const foreignDesigner = await t.seedAccount({
    roles: { [foreign.guid]: ['Member', 'ViewSetup', 'SetupBasic'] },
  });
  outsider = await t.tokenFor(foreignDesigner);
  superAdmin = await t.tokenFor(await t.seedAccount({ superAdmin: true }));
  formGuid = (await uploadForm(t, designer, org.guid, sampleForm())).guid;
  foreignFormGuid = (await uploadForm(t, outsider, foreign.guid, sampleForm(sampleGuids()))).guid;
}, 60_000);
afterAll(() => t?.close());

const provinces = (overrides: Record<string, unknown> = {}) => ({
  listDefinitionGuid: 'new',
  name: 'Provinces',
  orgGuid: org.guid,
  visibility: 'OrgWide',
  items: [
    { label: 'Ontario', value: 'ON', children: [{ label: 'Toronto', value: 'tor' }] },
    { label: 'Quebec', value: 'QC' },
  ],
  ...overrides,
});

const create = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/ListDefinition/CreateListDefinition', token, payload });
const update = (token: string | undefined, payload: { listDefinitionGuid: string }) =>
  t.request({
    method: 'PUT',
    url: '/api/ListDefinition/UpdateListDefinition',
    query: { listDefinitionGuid: payload.listDefinitionGuid },
    token,
    payload,
  });
const readOne = (token: string | undefined, guid: string) =>
  t.request({ method: 'GET', url: `/api/ListDefinition/${guid}`, token });
const remove = (token: string | undefined, guid: string) =>
  t.request({ method: 'DELETE', url: `/api/ListDefinition/${guid}`, token });
const listNames = async (token: string, orgGuid: string, query: Record<string, string> = {}) => {
  const response = await t.request({
    method: 'GET',
    url: '/api/ListDefinition/GetAllListDefinitions',
    query: { currentOrganizationGuid: orgGuid, ...query },
    token,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { name: string }[]).map((list) => list.name);
};
const listCount = async () => (await t.database.db.select().from(listDefinitions)).length;
async function created(token: string, payload: object) {
  const response = await create(token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { listDefinitionGuid: string; visibility: string; orgGuid: string };
}

describe('creating a list', () => {
  it('stores an org-wide list with its nested options, seen by the organisation and nobody else', async () => {
    const list = await created(designer, provinces({ name: 'Regions A' }));
    expect(list).toMatchObject({ orgGuid: org.guid, visibility: 'OrgWide', specialList: null });
    expect(await listNames(member, org.guid)).toContain('Regions A');
    expect(await listNames(outsider, foreign.guid)).not.toContain('Regions A');
    expect((await readOne(member, list.listDefinitionGuid)).json()).toMatchObject({
      name: 'Regions A',
      items: provinces().items,
    });
    expect((await readOne(outsider, list.listDefinitionGuid)).statusCode).toBe(404);
  });

  it.each([
    ['no name', { name: '   ' }, 'Name is required'],
    ['no options', { items: [] }, 'Please add at least one option.'],
    [
      'an option without a code',
      { items: [{ label: 'A', value: '' }] },
      'Every option needs a label and a code.',
    ],
    [
      'a repeated code',
      {
        items: [
          { label: 'A', value: 'x' },
          { label: 'B', value: 'X ' },
        ],
      },
      'Values must be unique',
    ],
    [
      'a repeated label',
      {
        items: [
          { label: 'A', value: 'x' },
          { label: 'a', value: 'y' },
        ],
      },
      'Labels must be unique',
    ],
    [
      'a blank nested code',
      { items: [{ label: 'A', value: 'x', children: [{ label: 'B', value: ' ' }] }] },
      'Value is required',
    ],
  ])('refuses %s and stores nothing', async (_case, change, message) => {
    const before = await listCount();
    const response = await create(designer, provinces(change));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await listCount()).toBe(before);
  });

  it('refuses a Member without Setup Basic (403), an outsider (404) and anonymous callers (401)', async () => {
    const before = await listCount();
    expect((await create(member, provinces())).statusCode).toBe(403);
    expect((await create(outsider, provinces())).statusCode).toBe(404);
    expect((await create(undefined, provinces())).statusCode).toBe(401);
    expect(await listCount()).toBe(before);
  });

  it('makes public lists for super admins only; everyone sees them and only super admins change them', async () => {
    const before = await listCount();
    const refused = await create(designer, provinces({ name: 'Countries', visibility: 'Public' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Only a super admin may make a list public.');
    expect(await listCount()).toBe(before);

    const list = await created(superAdmin, provinces({ name: 'Countries', visibility: 'Public' }));
    expect(await listNames(outsider, foreign.guid)).toContain('Countries');
    const edit = await update(designer, {
      ...provinces({ name: 'Mine now', visibility: 'Public' }),
      listDefinitionGuid: list.listDefinitionGuid,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().detail).toBe('You do not have permission to edit this list');
    expect((await remove(outsider, list.listDefinitionGuid)).statusCode).toBe(403);
    expect((await readOne(outsider, list.listDefinitionGuid)).json().name).toBe('Countries');
  });

  it('ties a form-specific list to a form of the organisation, listed only with that form', async () => {
    const list = await created(
      designer,
      provinces({ name: 'Wards', visibility: 'FormSpecific', formDefinitionGuid: formGuid }),
    );
    expect(list).toMatchObject({ formDefinitionGuid: formGuid });
    expect(await listNames(member, org.guid)).not.toContain('Wards');
    expect(await listNames(member, org.guid, { formDefinitionGuid: formGuid })).toContain('Wards');

    const before = await listCount();
    for (const formDefinitionGuid of [foreignFormGuid, null, crypto.randomUUID()]) {
      const response = await create(designer, provinces({ visibility: 'FormSpecific', formDefinitionGuid }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        formDefinitionGuid: ['A form-specific list needs a form of this organisation.'],
      });
    }
    expect(await listCount()).toBe(before);
  });

  it('ties a workflow-specific list to a workflow of the organisation, with one PDF-code list per workflow', async () => {
    const workflow = await seedWorkflowDefinition(t.database.db, org.guid, { name: 'Onboarding' });
    const foreignWorkflow = await seedWorkflowDefinition(t.database.db, foreign.guid);
    const scoped = { visibility: 'WorkflowSpecific', workflowDefinitionGuid: workflow.guid };
    await created(designer, provinces({ ...scoped, name: 'Steps' }));
    expect(await listNames(member, org.guid)).not.toContain('Steps');
    expect(await listNames(member, org.guid, { workflowDefinitionGuid: workflow.guid })).toContain('Steps');

    const before = await listCount();
    for (const workflowDefinitionGuid of [foreignWorkflow.guid, null, crypto.randomUUID()]) {
      const response = await create(designer, provinces({ ...scoped, workflowDefinitionGuid }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        workflowDefinitionGuid: ['A workflow-specific list needs a workflow of this organisation.'],
      });
    }
    expect(await listCount()).toBe(before);

    const pdf = await created(
      designer,
      provinces({ ...scoped, name: 'PDF documents', specialList: 'PdfCode' }),
    );
    const second = await create(
      designer,
      provinces({ ...scoped, name: 'More PDFs', specialList: 'PdfCode' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe('Only one PDF Code list is allowed per Workflow.');
    const codes = await t.request({
      method: 'GET',
      url: '/api/ListDefinition/GetPdfCodeListDefinitions',
      query: { currentOrganizationGuid: org.guid, workflowDefinitionGuid: workflow.guid },
      token: member,
    });
    expect((codes.json() as { listDefinitionGuid: string }[]).map((list) => list.listDefinitionGuid)).toEqual(
      [pdf.listDefinitionGuid],
    );
    // Saving the PDF-code list again is not a second one.
    const resaved = await update(designer, {
      ...provinces({ ...scoped, name: 'PDF documents', specialList: 'PdfCode' }),
      listDefinitionGuid: pdf.listDefinitionGuid,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it("lists a workflow's own lists with every form of that workflow, and with no other form", async () => {
    const setup = workflowApi(t, designer);
    const workflow = await seedWorkflowDefinition(t.database.db, org.guid, { name: 'Inspections' });
    const other = await seedWorkflowDefinition(t.database.db, org.guid, { name: 'Audits' });
    const step = (await setup.addForm(workflow.guid, 'Site Visit')).json() as { guid: string };
    const main = (await setup.addForm(workflow.guid, 'Summary', false)).json() as { guid: string };
    await created(
      designer,
      provinces({ visibility: 'WorkflowSpecific', workflowDefinitionGuid: workflow.guid, name: 'Stations' }),
    );
    await created(
      designer,
      provinces({ visibility: 'WorkflowSpecific', workflowDefinitionGuid: other.guid, name: 'Auditors' }),
    );

    for (const form of [step.guid, main.guid]) {
      const names = await listNames(member, org.guid, { formDefinitionGuid: form });
      expect(names).toContain('Stations');
      expect(names).not.toContain('Auditors');
    }
    // A form outside any workflow sees no workflow's lists.
    expect(await listNames(member, org.guid, { formDefinitionGuid: formGuid })).not.toContain('Stations');
    // Naming another workflow does not bring in the form's own workflow's lists twice or the other's.
    const both = await listNames(member, org.guid, {
      formDefinitionGuid: step.guid,
      workflowDefinitionGuid: other.guid,
    });
    expect(both.filter((name) => name === 'Stations')).toHaveLength(1);
    expect(both).toContain('Auditors');

    // Another organisation's administrator naming the step form gets only their own lists, none of its workflow's.
    const foreignAsk = await t.request({
      method: 'GET',
      url: '/api/ListDefinition/GetAllListDefinitions',
      query: { currentOrganizationGuid: foreign.guid, formDefinitionGuid: step.guid },
      token: outsider,
    });
    expect(foreignAsk.statusCode).toBe(200);
    expect(foreignAsk.body).not.toContain('Stations');
  });

  it('refuses a special list that is not workflow-specific', async () => {
    const response = await create(designer, provinces({ specialList: 'PdfCode' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      specialList: ['Only a workflow-specific list can be a special list.'],
    });
  });
});

describe('changing a list', () => {
  it('lets Setup Basic keep or widen the visibility but not narrow it; a super admin may narrow it', async () => {
    const list = await created(
      designer,
      provinces({ name: 'Shifts', visibility: 'FormSpecific', formDefinitionGuid: formGuid }),
    );
    const widened = await update(designer, {
      ...provinces({ name: 'Shifts', visibility: 'OrgWide', formDefinitionGuid: formGuid }),
      listDefinitionGuid: list.listDefinitionGuid,
    });
    expect(widened.statusCode, widened.body).toBe(200);

    const narrowed = await update(designer, {
      ...provinces({ name: 'Shifts', visibility: 'FormSpecific', formDefinitionGuid: formGuid }),
      listDefinitionGuid: list.listDefinitionGuid,
    });
    expect(narrowed.statusCode).toBe(403);
    expect((await readOne(member, list.listDefinitionGuid)).json().visibility).toBe('OrgWide');

    const byAdmin = await update(superAdmin, {
      ...provinces({ name: 'Shifts', visibility: 'FormSpecific', formDefinitionGuid: formGuid }),
      listDefinitionGuid: list.listDefinitionGuid,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('keeps a list in its organisation and refuses callers without the right', async () => {
    const list = await created(designer, provinces({ name: 'Teams' }));
    const guid = list.listDefinitionGuid;
    const moved = await update(designer, {
      ...provinces({ name: 'Teams', orgGuid: foreign.guid }),
      listDefinitionGuid: guid,
    });
    expect(moved.statusCode).toBe(400);
    expect((await update(member, { ...provinces({ name: 'X' }), listDefinitionGuid: guid })).statusCode).toBe(
      403,
    );
    expect(
      (
        await update(outsider, {
          ...provinces({ name: 'X', orgGuid: foreign.guid }),
          listDefinitionGuid: guid,
        })
      ).statusCode,
    ).toBe(404);
    const other = await update(designer, {
      ...provinces({ name: 'X' }),
      listDefinitionGuid: crypto.randomUUID(),
    });
    expect(other.statusCode).toBe(404);
    expect((await readOne(designer, guid)).json()).toMatchObject({ name: 'Teams', orgGuid: org.guid });
  });
});

describe('deleting a list', () => {
  it('deletes for Setup Basic of its organisation only', async () => {
    const list = await created(designer, provinces({ name: 'Doomed' }));
    expect((await remove(member, list.listDefinitionGuid)).statusCode).toBe(403);
    expect((await remove(outsider, list.listDefinitionGuid)).statusCode).toBe(404);
    expect((await remove(undefined, list.listDefinitionGuid)).statusCode).toBe(401);
    expect((await readOne(member, list.listDefinitionGuid)).statusCode).toBe(200);
    const deleted = await remove(designer, list.listDefinitionGuid);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.headers['x-store-refresh']).toBe('listDefinitions');
    expect((await readOne(designer, list.listDefinitionGuid)).statusCode).toBe(404);
  });
});
