import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/server/db/tables/forms.ts';
import { workflowEventTriggers } from '../../../src/server/db/tables/workflows.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, seedForm, type SeededForm } from '../answers/answer-fixtures.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';

let t: TestApp;
let org: SeededOrg;
let people: Record<'setup' | 'nurse' | 'manager' | 'guest' | 'bystander', SeededAccount>;
let tokens: Record<keyof typeof people, string>;
let as: Record<keyof typeof people, ReturnType<typeof workflowApi>>;
let definition: { guid: string; statusList: unknown[] };
let step: SeededForm;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  people = {
    setup: await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } }),
    nurse: await t.seedAccount({ name: 'Nora Nurse', roles: { [org.guid]: ['Member'] } }),
    manager: await t.seedAccount({ roles: { [org.guid]: ['Member'] } }),
    guest: await t.seedAccount({ roles: { [org.guid]: ['Guest'] } }),
    bystander: await t.seedAccount({ roles: { [org.guid]: ['Member'] } }),
  };
  tokens = {} as typeof tokens;
  as = {} as typeof as;
  for (const [key, person] of Object.entries(people) as [keyof typeof people, SeededAccount][]) {
    tokens[key] = await t.tokenFor(person);
    as[key] = workflowApi(t, tokens[key]);
  }
  const managers = await t.seedGroup({
    orgGuid: org.guid,
    entityGuids: [people.manager.entityGuids[org.guid]!],
  });
  definition = (
    await as.setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, {
        name: 'Care Plan',
        entityDefinitionGuid: org.entityDefinitionGuid,
        groupsWithAllAccess: [managers.guid],
      }),
    )
  ).json();
  // The step form: a note and a button that moves the workflow on to In Progress.
  step = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'note' },
    {
      type: 'ChangeStatusButton',
      questionCode: 'toProgress',
      properties: { changeWorkflowStatusTo: 'InProgress' },
    },
  ]);
  await t.database.db
    .update(formDefinitions)
    .set({ workflowDefinitionGuid: definition.guid, formType: 'InlineForm', name: 'Plan' })
    .where(eq(formDefinitions.guid, step.guid));
});
afterAll(() => t?.close());

const nurseEntity = () => people.nurse.entityGuids[org.guid]!;

describe('CreateWorkflowInstance', () => {
  it('needs an entity when the definition has an entity type, and is refused to guests', async () => {
    const without = await as.nurse.create(definition.guid, org.guid);
    expect(without.statusCode).toBe(400);
    expect(without.json().detail).toBe('Please select a user to create a workflow for');
    const guest = await as.guest.create(definition.guid, org.guid, nurseEntity());
    expect(guest.statusCode).toBe(403);
    expect(guest.json().detail).toBe('Guests cannot create workflows.');
  });

  it('starts in the first status with a response of each step form made for the entity’s person', async () => {
    const created = await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'Nora’s plan');
    expect(created.statusCode).toBe(200);
    const { workflow } = created.json();
    expect(workflow).toMatchObject({ name: 'Nora’s plan', status: 'Started', entityGuid: nurseEntity() });
    expect(workflow.formResponses).toHaveLength(1);
    expect(workflow.formResponses[0]).toMatchObject({
      formDefinitionGuid: step.guid,
      userGuid: people.nurse.guid,
    });
  });
});

describe('who reaches a workflow', () => {
  it('shows a workflow to its own entity, groups with access to all, and setup viewers; others get nothing', async () => {
    const { workflow } = (await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'Visible')).json();
    for (const who of ['nurse', 'manager', 'setup'] as const)
      expect((await as[who].get(workflow.guid)).statusCode, who).toBe(200);
    const hidden = await as.bystander.get(workflow.guid);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe('Workflow instance not found');
    const names = async (who: keyof typeof people) =>
      (await as[who].list(org.guid, definition.guid))
        .json()
        .workflowDtos.map((row: { workflowName: string }) => row.workflowName);
    expect(await names('bystander')).toEqual([]);
    expect(await names('manager')).toContain('Visible');
    const answers = answersApi(t, step, workflow.formResponses[0].guid, tokens.bystander);
    expect((await answers.submit('note', 'sneaky')).statusCode).toBe(404);
  });

  it('gives a member without access and a member of another organisation nothing: no row, no workflow, no change', async () => {
    const { workflow } = (await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'Private')).json();
    const otherOrg = await t.seedOrg({ name: 'Elsewhere Clinic' });
    const outsider = await t.seedAccount({
      roles: { [otherOrg.guid]: ['Member', 'ViewSetup', 'SetupBasic'] },
    });
    const callers = { bystander: as.bystander, outsider: workflowApi(t, await t.tokenFor(outsider)) };
    for (const [who, api] of Object.entries(callers)) {
      const listed = await api.list(org.guid, definition.guid, true);
      const forEntity = await api.json(
        'GET',
        `/api/WorkflowInstance/${org.guid}/${definition.guid}/true/${nurseEntity()}/GetWorkflowDtos`,
      );
      if (who === 'bystander') {
        expect(listed.json().workflowDtos, who).toEqual([]);
        expect(forEntity.json().workflowDtos, who).toEqual([]);
      } else {
        // Another organisation's list is not there at all.
        expect(listed.statusCode, who).toBe(404);
        expect(forEntity.statusCode, who).toBe(404);
      }
      const read = await api.get(workflow.guid);
      expect(read.statusCode, who).toBe(404);
      expect(read.json().detail, who).toBe('Workflow instance not found');
      const update = await api.update(workflow.guid, { ...workflow, name: 'Taken', status: 'Completed' });
      expect(update.statusCode, who).toBe(404);
      expect(update.body, who).not.toContain('Private');
      const archive = await api.update(workflow.guid, { ...workflow, archivedAt: new Date().toISOString() });
      expect(archive.statusCode, who).toBe(404);
    }
    const stored = (await as.nurse.get(workflow.guid)).json().workflow;
    expect(stored).toMatchObject({ name: 'Private', status: 'Started', archivedAt: null });
  });
});

describe('UpdateWorkflow', () => {
  it('lets setup staff choose a status, moves members only where a button of the workflow goes, and refuses unknown statuses', async () => {
    const { workflow } = (await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'Moves')).json();
    const unknown = await as.setup.update(workflow.guid, { ...workflow, status: 'Closed' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Status not found');
    const jump = await as.nurse.update(workflow.guid, { ...workflow, status: 'Completed' });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().detail).toBe(
      "No button, review or stamp of this workflow moves it to 'Completed'; only setup staff may.",
    );
    expect((await as.nurse.get(workflow.guid)).json().workflow.status).toBe('Started');
    const button = await as.nurse.update(workflow.guid, { ...workflow, status: 'InProgress' });
    expect(button.statusCode).toBe(200);
    expect(button.json().workflow.status).toBe('InProgress');
    const select = await as.setup.update(workflow.guid, { ...workflow, status: 'Completed' });
    expect(select.json().workflow.status).toBe('Completed');
    const rows = (await as.setup.list(org.guid, definition.guid)).json().workflowDtos;
    expect(rows[0].workflowName).toBe('Moves');
  });

  it('archives once; an archived workflow is read-only for the API and for its answers', async () => {
    const { workflow } = (
      await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'To archive')
    ).json();
    const answers = answersApi(t, step, workflow.formResponses[0].guid, tokens.nurse);
    expect((await answers.submit('note', 'before')).statusCode).toBe(200);
    const archivedAt = new Date().toISOString();
    const archived = await as.setup.update(workflow.guid, { ...workflow, archivedAt });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().workflow.archivedAt).not.toBeNull();
    const write = await answers.submit('note', 'after');
    expect(write.statusCode).toBe(400);
    expect(write.json().detail).toBe('This workflow is archived and cannot be edited.');
    const rename = await as.setup.update(workflow.guid, { ...archived.json().workflow, name: 'Renamed' });
    expect(rename.json().detail).toBe('This workflow is archived and cannot be edited.');
    expect(
      (await as.setup.list(org.guid, definition.guid))
        .json()
        .workflowDtos.map((r: { workflowName: string }) => r.workflowName),
    ).not.toContain('To archive');
    expect(
      (await as.setup.list(org.guid, definition.guid, true))
        .json()
        .workflowDtos.map((r: { workflowName: string }) => r.workflowName),
    ).toContain('To archive');
  });
});

describe('CreateWorkflowEventTrigger', () => {
  it('records the event by code and refuses a call without one', async () => {
    const { workflow } = (await as.nurse.create(definition.guid, org.guid, nurseEntity(), 'Events')).json();
    const url = `/api/WorkflowInstance/${workflow.guid}/CreateWorkflowEventTrigger`;
    const missing = await as.nurse.json('PUT', url);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Event code is missing.');
    expect((await as.nurse.json('PUT', `${url}?eventCode=approved`)).statusCode).toBe(204);
    const stored = await t.database.db
      .select()
      .from(workflowEventTriggers)
      .where(eq(workflowEventTriggers.workflowGuid, workflow.guid));
    expect(stored.map((row) => [row.eventCode, row.triggeredByLoginAccountGuid])).toEqual([
      ['approved', people.nurse.guid],
    ]);
  });
});
