import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';
import { seedWorkflowInstance } from './workflow-fixtures.ts';

// The forms of a workflow definition as the editor's Forms tab changes them (spec forms-and-workflows 2.10,
// 3.1, 7.1, 7.3), and the main forms a workflow starts from its drawer's Forms panel (spec 2.6).

let t: TestApp;
let org: SeededOrg;
let nurse: SeededAccount;
let setup: ReturnType<typeof workflowApi>;
let as: Record<'nurse' | 'viewer' | 'bystander' | 'outsider', ReturnType<typeof workflowApi>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  const other = await t.seedOrg();
  const person = async (roles: string[], orgGuid = org.guid) =>
    workflowApi(t, await t.tokenFor(await t.seedAccount({ roles: { [orgGuid]: roles as never } })));
  setup = await person(['Member', 'ViewSetup', 'SetupBasic']);
  nurse = await t.seedAccount({ name: 'Nora Nurse', roles: { [org.guid]: ['Member'] } });
  as = {
    nurse: workflowApi(t, await t.tokenFor(nurse)),
    viewer: await person(['Member', 'ViewSetup']),
    bystander: await person(['Member']),
    outsider: await person(['Member', 'SetupBasic'], other.guid),
  };
});
afterAll(() => t?.close());

const formUrl = (guid: string) => `/api/FormDefinition/${guid}/UpdateFormDefinition`;

async function definitionWithSteps(name: string, steps: string[], mains: string[] = []) {
  const definition = (
    await setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, { name, entityDefinitionGuid: org.entityDefinitionGuid }),
    )
  ).json();
  const forms: Record<string, { guid: string; formCode: string } & Record<string, unknown>> = {};
  for (const step of steps) forms[step] = (await setup.addForm(definition.guid, step)).json();
  for (const main of mains) forms[main] = (await setup.addForm(definition.guid, main, false)).json();
  return { definition, forms };
}

describe('the settings of a workflow form (UpdateFormDefinition)', () => {
  it('stores Multiple with Min and Max, Expand for and Show for Status, and keeps the step where the order put it', async () => {
    const { definition, forms } = await definitionWithSteps('Onboarding', ['Plan', 'Visit']);
    const plan = forms.Plan!;
    // The body was read before the steps were reordered; saving it does not move the step back.
    const order = await setup.json('PUT', `/api/FormDefinition/${definition.guid}/UpdateWorkflowStepOrder`, [
      forms.Visit!.guid,
      plan.guid,
    ]);
    expect(order.statusCode).toBe(200);
    const saved = await setup.json('PUT', formUrl(plan.guid), {
      ...plan,
      name: 'Care Plan',
      metaInfo: {
        multipleInstancesAllowed: true,
        minInstances: 1,
        maxInstances: 3,
        displayOnStatus: ['Started'],
        showOnlyForWorkflowStatuses: ['Started', 'InProgress'],
        showStatusInWorkflowView: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    // The definition carries its forms, so the editor's copy of it is dropped too.
    expect(saved.headers['x-store-refresh']).toBe('workflowDefinitions,formDefinitions');
    const stored = (await setup.getDefinition(definition.guid, org.guid)).json();
    expect(stored.formDefinitions.map((form: { name: string }) => form.name)).toEqual(['Visit', 'Care Plan']);
    expect(stored.formDefinitions[1].metaInfo).toEqual({
      multipleInstancesAllowed: true,
      minInstances: 1,
      maxInstances: 3,
      displayOnStatus: ['Started'],
      showOnlyForWorkflowStatuses: ['Started', 'InProgress'],
      showStatusInWorkflowView: true,
    });
  });

  it('refuses a Min above the Max, a Max below one, a status the workflow lacks and another form’s code, changing nothing', async () => {
    const { forms } = await definitionWithSteps('Audit', ['Plan', 'Visit']);
    const plan = forms.Plan!;
    const refusals = [
      [{ multipleInstancesAllowed: true, minInstances: 4, maxInstances: 2 }, 'Min cannot be more than Max.'],
      [{ multipleInstancesAllowed: true, maxInstances: 0 }, 'Max must be at least 1.'],
      [{ displayOnStatus: ['Paused'] }, "Status Paused is not in this workflow's status list."],
    ] as const;
    for (const [metaInfo, message] of refusals) {
      const refused = await setup.json('PUT', formUrl(plan.guid), { ...plan, metaInfo });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(message);
    }
    const sameCode = await setup.json('PUT', formUrl(plan.guid), {
      ...plan,
      formCode: forms.Visit!.formCode.toLowerCase(),
    });
    expect(sameCode.statusCode).toBe(400);
    expect(sameCode.json().errors).toEqual({
      formCode: ['Form code visit is already used by another form of this workflow.'],
    });
    const stored = (await setup.json('GET', `/api/FormDefinition/${plan.guid}/GetFormDefinition`)).json();
    expect(stored.formCode).toBe('Plan');
    expect(stored.metaInfo).toEqual({});
  });

  it('is for setup staff of the organisation only', async () => {
    const { forms } = await definitionWithSteps('Inspection', ['Walk-through']);
    const step = forms['Walk-through']!;
    expect((await as.viewer.json('PUT', formUrl(step.guid), step)).statusCode).toBe(403);
    expect((await as.outsider.json('PUT', formUrl(step.guid), step)).statusCode).toBe(404);
  });
});

describe('New Form and Save Order', () => {
  it('gives a new form a code no other form of the workflow has', async () => {
    const { definition, forms } = await definitionWithSteps('Reviews', ['Visit']);
    const other = await definitionWithSteps('Reviews again', []);
    const again = (await setup.addForm(definition.guid, 'Visit')).json();
    const main = (await setup.addForm(definition.guid, 'visit', false)).json();
    expect([forms.Visit!.formCode, again.formCode, main.formCode]).toEqual(['Visit', 'Visit2', 'visit3']);
    // Another workflow's forms are no hindrance.
    expect((await setup.addForm(other.definition.guid, 'Visit')).json().formCode).toBe('Visit');
  });

  it('refuses an order that names a step twice', async () => {
    const { definition, forms } = await definitionWithSteps('Order', ['One', 'Two']);
    const twice = await setup.json('PUT', `/api/FormDefinition/${definition.guid}/UpdateWorkflowStepOrder`, [
      forms.One!.guid,
      forms.One!.guid,
    ]);
    expect(twice.statusCode).toBe(400);
    const stored = (await setup.getDefinition(definition.guid, org.guid)).json();
    expect(stored.formDefinitions.map((form: { name: string }) => form.name)).toEqual(['One', 'Two']);
  });
});

describe('StartWorkflowMainForm', () => {
  const start = (api: ReturnType<typeof workflowApi>, workflowGuid: string, formGuid: string) =>
    api.json('POST', `/api/WorkflowInstance/${workflowGuid}/${formGuid}/StartWorkflowMainForm`);

  it('starts a main form once, for the person the workflow is for, and GetWorkflow shows it', async () => {
    const { definition, forms } = await definitionWithSteps('Discharge', ['Plan'], ['Summary']);
    const created = await as.nurse.create(definition.guid, org.guid, nurse.entityGuids[org.guid]);
    const workflowGuid = created.json().workflow.guid;
    const started = await start(as.nurse, workflowGuid, forms.Summary!.guid);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      formDefinitionGuid: forms.Summary!.guid,
      userGuid: nurse.guid,
      status: 'New',
      name: 'Summary',
    });
    const again = await start(as.nurse, workflowGuid, forms.Summary!.guid);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This form has already been started in this workflow.');
    const responses = (await as.nurse.get(workflowGuid)).json().workflow.formResponses;
    expect(
      responses.map((response: { name: string; formType: string }) => [response.name, response.formType]),
    ).toEqual([
      ['Plan', 'InlineForm'],
      ['Summary', 'StandaloneForm'],
    ]);
  });

  it('starts only main forms of the workflow’s own definition, for those who may edit it, while it is not archived', async () => {
    const { definition, forms } = await definitionWithSteps('Referral', ['Plan'], ['Summary']);
    const elsewhere = await definitionWithSteps('Elsewhere', [], ['Letter']);
    const workflow = await seedWorkflowInstance(
      t.database.db,
      { guid: definition.guid, orgGuid: org.guid },
      { entityGuid: nurse.entityGuids[org.guid]! },
    );
    const step = await start(setup, workflow.guid, forms.Plan!.guid);
    expect(step.statusCode).toBe(404);
    expect(step.json().detail).toBe('Form definition not found.');
    expect((await start(setup, workflow.guid, elsewhere.forms.Letter!.guid)).statusCode).toBe(404);
    const viewer = await start(as.viewer, workflow.guid, forms.Summary!.guid);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().detail).toBe('You do not have permission to update workflows');
    const bystander = await start(as.bystander, workflow.guid, forms.Summary!.guid);
    expect(bystander.statusCode).toBe(404);
    expect(bystander.json().detail).toBe('Workflow instance not found');
    expect((await start(as.outsider, workflow.guid, forms.Summary!.guid)).statusCode).toBe(404);

    const archived = await seedWorkflowInstance(
      t.database.db,
      { guid: definition.guid, orgGuid: org.guid },
      { entityGuid: nurse.entityGuids[org.guid]!, archivedAt: new Date() },
    );
    const refused = await start(as.nurse, archived.guid, forms.Summary!.guid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This workflow is archived and cannot be edited.');
    expect((await setup.get(workflow.guid)).json().workflow.formResponses).toEqual([]);
  });
});
