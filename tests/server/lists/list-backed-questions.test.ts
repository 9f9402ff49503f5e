import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, formDefinitions, formResponses } from '../../../src/server/db/tables/forms.ts';
import { listDefinitions } from '../../../src/server/db/tables/lists.ts';
import { LIST_USE_MESSAGES } from '../../../src/shared/lists/list-scope.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { answersApi, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';
import { seedWorkflowDefinition, seedWorkflowInstance } from '../workflows/workflow-fixtures.ts';

// List-backed questions (issue 14): a choice question naming a list definition is filled in with the list's
// current items, its answers are judged against them, and a form may only name lists it may use.

let t: TestApp;
let org: SeededOrg;
let foreign: SeededOrg;
let designer: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Listed Clinic' });
  foreign = await t.seedOrg({ name: 'Other Clinic' });
  designer = await t.tokenFor(
    await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } }),
  );
  member = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } }));
}, 60_000);
afterAll(() => t?.close());

const colours = [
  { value: 'red', label: 'Red' },
  { value: 'green', label: 'Green' },
];

async function seedList(values: {
  name: string;
  orgGuid: string;
  visibility: string;
  items?: object[];
  formDefinitionGuid?: string;
  workflowDefinitionGuid?: string;
}) {
  const [row] = await t.database.db
    .insert(listDefinitions)
    .values({ items: colours, ...values })
    .returning();
  return row!.guid;
}

const radio = (listGuid: string | undefined, own = [{ value: 'own', label: 'Own option' }]) => ({
  type: 'RadioButtons',
  questionCode: 'Colour',
  properties: { radioButtonOptions: own, ...(listGuid ? { optionsListGuid: listGuid } : {}) },
});

const getResponse = (form: SeededForm, responseGuid: string) =>
  t.request({
    method: 'GET',
    url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
    token: member,
  });

const storedAnswers = (responseGuid: string) =>
  t.database.db.select().from(answers).where(eq(answers.formResponseGuid, responseGuid));

describe('a list-backed question being filled in', () => {
  it('comes with its list, and an answer is checked against the list’s current codes', async () => {
    const listGuid = await seedList({ name: 'Colours', orgGuid: org.guid, visibility: 'OrgWide' });
    const form = await seedForm(t.database.db, org.guid, [radio(listGuid)]);
    const responseGuid = await seedResponse(t.database.db, form, org.guid);

    const read = await getResponse(form, responseGuid);
    expect(read.statusCode, read.body).toBe(200);
    const delivered = read.json().listDefinitions as { listDefinitionGuid: string; items: object[] }[];
    expect(delivered.map((list) => list.listDefinitionGuid)).toEqual([listGuid]);
    expect(delivered[0]!.items).toEqual(colours);

    const api = answersApi(t, form, responseGuid, member);
    // The element's own option is not offered while the list is linked.
    const own = await api.submit('Colour', 'own');
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe('The answer must be one of the question’s options.');
    expect(await storedAnswers(responseGuid)).toHaveLength(0);
    expect((await api.submit('Colour', 'green')).statusCode).toBe(200);
    expect(await api.valueOf('Colour')).toBe('green');

    // The list changes: its new code is accepted at once, a removed one is refused.
    await t.database.db
      .update(listDefinitions)
      .set({ items: [{ value: 'blue', label: 'Blue' }], updatedAt: new Date() })
      .where(eq(listDefinitions.guid, listGuid));
    expect((await api.submit('Colour', 'red')).statusCode).toBe(400);
    expect(await api.valueOf('Colour')).toBe('green');
    expect((await api.submit('Colour', 'blue')).statusCode).toBe(200);
    const again = await getResponse(form, responseGuid);
    expect(again.json().listDefinitions[0].items).toEqual([{ value: 'blue', label: 'Blue' }]);
  });

  it('keeps a nested list’s tree for a cascader and checks the whole path', async () => {
    const listGuid = await seedList({
      name: 'Places',
      orgGuid: org.guid,
      visibility: 'OrgWide',
      items: [{ value: 'ON', label: 'Ontario', children: [{ value: 'tor', label: 'Toronto' }] }],
    });
    const form = await seedForm(t.database.db, org.guid, [
      { type: 'Cascader', questionCode: 'Place', properties: { optionsListGuid: listGuid } },
    ]);
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const api = answersApi(t, form, responseGuid, member);
    expect((await api.submit('Place', ['ON', 'ott'])).statusCode).toBe(400);
    expect((await api.submit('Place', ['ON', 'tor'])).statusCode).toBe(200);
  });

  it('delivers public lists and the form’s own, never another organisation’s list', async () => {
    const foreignList = await seedList({ name: 'Theirs', orgGuid: foreign.guid, visibility: 'OrgWide' });
    const publicList = await seedList({ name: 'Everyone’s', orgGuid: foreign.guid, visibility: 'Public' });
    const form = await seedForm(t.database.db, org.guid, [
      { ...radio(foreignList), questionCode: 'Theirs' },
      { ...radio(publicList), questionCode: 'Public' },
    ]);
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const read = await getResponse(form, responseGuid);
    const delivered = read.json().listDefinitions as { listDefinitionGuid: string }[];
    expect(delivered.map((list) => list.listDefinitionGuid)).toEqual([publicList]);
    // The other organisation's list does not decide what is accepted: the question keeps its own options.
    const api = answersApi(t, form, responseGuid, member);
    expect((await api.submit('Theirs', 'red')).statusCode).toBe(400);
    expect((await api.submit('Theirs', 'own')).statusCode).toBe(200);
    expect((await api.submit('Public', 'red')).statusCode).toBe(200);
  });

  it('delivers a workflow’s lists with GetWorkflow, its workflow-specific list included', async () => {
    const definition = await seedWorkflowDefinition(t.database.db, org.guid, { name: 'Listed flow' });
    const listGuid = await seedList({
      name: 'Flow colours',
      orgGuid: org.guid,
      visibility: 'WorkflowSpecific',
      workflowDefinitionGuid: definition.guid,
    });
    const form = await seedForm(t.database.db, org.guid, [radio(listGuid)]);
    await t.database.db
      .update(formDefinitions)
      .set({ workflowDefinitionGuid: definition.guid, formType: 'InlineForm' })
      .where(eq(formDefinitions.guid, form.guid));
    const instance = await seedWorkflowInstance(t.database.db, definition);
    await t.database.db.insert(formResponses).values({
      formDefinitionGuid: form.guid,
      orgGuid: org.guid,
      status: 'Draft',
      workflowGuid: instance.guid,
    });
    const read = await t.request({
      method: 'GET',
      url: `/api/WorkflowInstance/${instance.guid}/GetWorkflow`,
      token: designer,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json().listDefinitions as { name: string }[]).map((list) => list.name)).toEqual([
      'Flow colours',
    ]);
  });
});

describe('saving a form that names lists', () => {
  async function formWith(listGuid: string) {
    const form = await seedForm(t.database.db, org.guid, [radio(undefined)]);
    const read = await t.request({
      method: 'GET',
      url: `/api/FormDefinition/${form.guid}/GetFormDefinition`,
      token: designer,
    });
    const body = read.json() as { components: { questionCode: string; properties: object }[] };
    const components = body.components.map((element) =>
      element.questionCode === 'Colour'
        ? { ...element, properties: { ...element.properties, optionsListGuid: listGuid } }
        : element,
    );
    return { form, body: { ...body, components } };
  }
  const save = (formGuid: string, body: object) =>
    t.request({
      method: 'PUT',
      url: `/api/FormDefinition/${formGuid}/UpdateFormDefinition`,
      token: designer,
      payload: body,
    });

  it('refuses a list of another organisation, an unknown list and another form’s specific list', async () => {
    const foreignList = await seedList({ name: 'Foreign', orgGuid: foreign.guid, visibility: 'OrgWide' });
    const otherForm = await seedForm(t.database.db, org.guid, []);
    const otherFormList = await seedList({
      name: 'Other form’s',
      orgGuid: org.guid,
      visibility: 'FormSpecific',
      formDefinitionGuid: otherForm.guid,
    });
    const cases = [
      [foreignList, LIST_USE_MESSAGES.otherOrg],
      ['0f8fad5b-d9cb-469f-a165-70867728950e', LIST_USE_MESSAGES.unknown],
      [otherFormList, LIST_USE_MESSAGES.otherForm],
    ] as const;
    for (const [listGuid, message] of cases) {
      const { form, body } = await formWith(listGuid);
      const refused = await save(form.guid, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(message);
      expect(Object.keys(refused.json().errors)).toEqual(['components.1.properties.optionsListGuid']);
    }
  });

  it('saves the form’s own list and an org-wide list', async () => {
    const orgWide = await seedList({ name: 'Shared', orgGuid: org.guid, visibility: 'OrgWide' });
    const first = await formWith(orgWide);
    expect((await save(first.form.guid, first.body)).statusCode).toBe(200);
    const probe = await seedForm(t.database.db, org.guid, []);
    const own = await seedList({
      name: 'Own',
      orgGuid: org.guid,
      visibility: 'FormSpecific',
      formDefinitionGuid: probe.guid,
    });
    const { body } = await formWith(own);
    const saved = await save(probe.guid, { ...body, guid: probe.guid });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('deleting a list', () => {
  it('is refused while a question reads its options from it, naming the form', async () => {
    const listGuid = await seedList({ name: 'In use', orgGuid: org.guid, visibility: 'OrgWide' });
    const form = await seedForm(t.database.db, org.guid, [radio(listGuid)]);
    const [row] = await t.database.db
      .select()
      .from(formDefinitions)
      .where(eq(formDefinitions.guid, form.guid));
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/ListDefinition/${listGuid}`,
      token: designer,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`'${row!.name}'`);
    expect(
      await t.database.db.select().from(listDefinitions).where(eq(listDefinitions.guid, listGuid)),
    ).toHaveLength(1);

    const unused = await seedList({ name: 'Unused', orgGuid: org.guid, visibility: 'OrgWide' });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/ListDefinition/${unused}`,
      token: designer,
    });
    expect(deleted.statusCode).toBe(204);
  });
});
