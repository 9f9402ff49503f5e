import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';
import { seedWorkflowInstance } from './workflow-fixtures.ts';

let t: TestApp;
let org: SeededOrg;
let setup: ReturnType<typeof workflowApi>;
let member: ReturnType<typeof workflowApi>;
let outsider: ReturnType<typeof workflowApi>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  const other = await t.seedOrg();
  setup = workflowApi(
    t,
    await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'SetupBasic'] } })),
  );
  member = workflowApi(t, await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } })));
  outsider = workflowApi(
    t,
    await t.tokenFor(await t.seedAccount({ roles: { [other.guid]: ['Member', 'SetupBasic'] } })),
  );
});
afterAll(() => t?.close());

describe('CreateWorkflowDefinition', () => {
  it('refuses a definition without a name or statuses, or with a repeated status code, in the editor’s words', async () => {
    const noName = await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().detail).toBe('Please fill in all required fields.');
    const noStatus = await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { statusList: [] }));
    expect(noStatus.json().detail).toBe('Please add at least one status.');
    const twice = await setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, {
        statusList: [
          { code: 'Open', label: 'Open' },
          { code: 'open', label: 'Open again' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['statusList.1.code']).toEqual(['Status with code open already exists']);
    const list = await member.json(
      'GET',
      `/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos?orgGuid=${org.guid}`,
    );
    expect(list.json()).toEqual([]);
  });

  it('stores a new definition for setup staff only, with a Default frame when none is given; members list it, other organisations never see it', async () => {
    const refused = await member.createDefinition(org.guid, newDefinitionBody(org.guid));
    expect(refused.statusCode).toBe(403);
    const created = await setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, {
        name: 'Client Intake',
        statusList: [
          { code: 'WaitingList', label: 'Waiting List' },
          { code: 'InReview', label: 'In review', isEndpoint: false },
          { code: 'Done', label: 'Done', isEndpoint: true },
        ],
        timeFrames: [],
      }),
    );
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.statusList.map((entry: { code: string }) => entry.code)).toEqual([
      'WaitingList',
      'InReview',
      'Done',
    ]);
    expect(body.timeFrames).toEqual([{ code: 'Default', label: 'Default', startDate: null, endDate: null }]);
    const list = await member.json(
      'GET',
      `/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos?orgGuid=${org.guid}`,
    );
    expect(
      list.json().map((line: { name: string; workflowCount: number }) => [line.name, line.workflowCount]),
    ).toEqual([['Client Intake', 0]]);
    expect((await member.getDefinition(body.guid, org.guid)).json().name).toBe('Client Intake');
    // The side menu's workflow routes come from the organisation info.
    const info = await member.json('GET', `/api/Org/${org.guid}/GetOrgInfo`);
    expect(info.json().workflowDefinitionDtos).toEqual([{ guid: body.guid, name: 'Client Intake' }]);
    const foreign = await outsider.getDefinition(body.guid, org.guid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Workflow definition not found.');
  });
});

describe('forms of a definition', () => {
  it('adds step and main forms and reorders the steps, refusing an order that is not exactly its steps', async () => {
    const definition = (
      await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { name: 'Audit' }))
    ).json();
    const first = (await setup.addForm(definition.guid, 'Plan')).json();
    const second = (await setup.addForm(definition.guid, 'Visit')).json();
    const main = (await setup.addForm(definition.guid, 'Summary', false)).json();
    expect([first.formType, second.formType, main.formType]).toEqual([
      'InlineForm',
      'InlineForm',
      'StandaloneForm',
    ]);
    const order = `/api/FormDefinition/${definition.guid}/UpdateWorkflowStepOrder`;
    const bad = await setup.json('PUT', order, [second.guid]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('The order must list every step form of this workflow exactly once.');
    expect((await member.json('PUT', order, [second.guid, first.guid])).statusCode).toBe(403);
    const reordered = await setup.json('PUT', order, [second.guid, first.guid]);
    expect(reordered.statusCode).toBe(200);
    const steps = reordered
      .json()
      .formDefinitions.filter((form: { formType: string }) => form.formType === 'InlineForm')
      .map((form: { name: string }) => form.name);
    expect(steps).toEqual(['Visit', 'Plan']);
  });
});

describe('UpdateWorkflowDefinition and its listing', () => {
  it('keeps the entity type once set and keeps statuses that workflows are in', async () => {
    const definition = (
      await setup.createDefinition(
        org.guid,
        newDefinitionBody(org.guid, { name: 'Onboarding', entityDefinitionGuid: org.entityDefinitionGuid }),
      )
    ).json();
    const changed = await setup.updateDefinition(definition.guid, {
      ...definition,
      entityDefinitionGuid: null,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().detail).toBe(
      'The entity type of a workflow definition cannot be changed once it is set.',
    );
    await seedWorkflowInstance(
      t.database.db,
      { guid: definition.guid, orgGuid: org.guid },
      { status: 'InProgress' },
    );
    const dropped = await setup.updateDefinition(definition.guid, {
      ...definition,
      statusList: definition.statusList.filter((entry: { code: string }) => entry.code !== 'InProgress'),
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().detail).toBe(
      'Status InProgress is used by workflows of this definition and cannot be removed.',
    );
    const renamed = await setup.updateDefinition(definition.guid, {
      ...definition,
      name: 'Staff Onboarding',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Staff Onboarding');
  });

  it('keeps the name column first and the security filter on entity questions only', async () => {
    const definition = (
      await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { name: 'Visits' }))
    ).json();
    const form = (await setup.addForm(definition.guid, 'Visit')).json();
    const element = await setup.json('POST', `/api/mwforms/${form.guid}/elements`, {
      type: 'SimpleText',
      label: 'Room',
      questionCode: 'room',
      parentGuid: form.components[0].guid,
    });
    expect(element.statusCode).toBe(200);
    const listing = `/api/WorkflowDefinition/${definition.guid}/UpdateWorkflowDefinitionListing`;
    const nameLast = await setup.json('PUT', listing, {
      questionsToShow: [
        { metaCode: 'Status', label: 'Status' },
        { metaCode: 'Name', label: 'Name' },
      ],
    });
    expect(nameLast.json().detail).toBe('The name column comes first and cannot be moved or removed.');
    const security = await setup.json('PUT', listing, {
      questionsToShow: [
        { metaCode: 'Name', label: 'Name' },
        { guid: element.json().guid, label: 'Room', isSecurityQuestion: true },
      ],
    });
    expect(security.json().detail).toBe(
      'Column Room: only entity and security group questions can filter by security group.',
    );
    const saved = await setup.json('PUT', listing, {
      questionsToShow: [
        { metaCode: 'Name', label: 'Name' },
        { guid: element.json().guid, label: 'Room' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().questionsToShow[1]).toMatchObject({
      questionCode: 'room',
      type: 'SimpleText',
      form: 'Visit',
    });
  });
});

describe('DeleteWorkflowDefinition', () => {
  it('is refused while workflows exist, so the definition is archived instead', async () => {
    const definition = (
      await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { name: 'Old' }))
    ).json();
    await seedWorkflowInstance(t.database.db, { guid: definition.guid, orgGuid: org.guid });
    const url = `/api/WorkflowDefinition/${definition.guid}/DeleteWorkflowDefinition?orgGuid=${org.guid}`;
    const refused = await setup.json('DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This workflow definition has workflows and cannot be deleted. Archive it instead.',
    );
    const archived = await setup.updateDefinition(definition.guid, {
      ...definition,
      archivedAt: new Date().toISOString(),
    });
    expect(archived.json().archivedAt).not.toBeNull();
    const empty = (
      await setup.createDefinition(org.guid, newDefinitionBody(org.guid, { name: 'Unused' }))
    ).json();
    expect(
      (
        await setup.json(
          'DELETE',
          `/api/WorkflowDefinition/${empty.guid}/DeleteWorkflowDefinition?orgGuid=${org.guid}`,
        )
      ).statusCode,
    ).toBe(204);
    expect((await setup.getDefinition(empty.guid, org.guid)).statusCode).toBe(404);
  });
});
