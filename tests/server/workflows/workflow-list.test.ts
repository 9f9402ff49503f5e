import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions, formResponses } from '../../../src/server/db/tables/forms.ts';
import { validateGetWorkflowDtosResponse } from '../../../src/shared/generated/validators.gen.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, seedForm, type SeededForm } from '../answers/answer-fixtures.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';

// GetWorkflowDtos: each answer column shows the latest answer of its question across the workflow's
// responses, follows every change, and shows a caller only what GetResponse would show them.

let t: TestApp;
let org: SeededOrg;
let people: Record<'setup' | 'nurse' | 'manager', SeededAccount>;
let as: Record<keyof typeof people, ReturnType<typeof workflowApi>>;
let tokens: Record<keyof typeof people, string>;
let definitionGuid: string;
let step: SeededForm;
let privateStep: SeededForm;
let clinical: string;

type Row = { workflowName: string; answersToShow: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  people = {
    setup: await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } }),
    nurse: await t.seedAccount({ roles: { [org.guid]: ['Member'] } }),
    manager: await t.seedAccount({ roles: { [org.guid]: ['Member'] } }),
  };
  as = {} as typeof as;
  tokens = {} as typeof tokens;
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    tokens[key] = await t.tokenFor(people[key]);
    as[key] = workflowApi(t, tokens[key]);
  }
  const nurses = await t.seedGroup({ orgGuid: org.guid, entityGuids: [people.nurse.entityGuids[org.guid]!] });
  const managers = await t.seedGroup({
    orgGuid: org.guid,
    entityGuids: [people.manager.entityGuids[org.guid]!],
  });
  definitionGuid = (
    await as.setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, {
        name: 'Care Plan',
        entityDefinitionGuid: org.entityDefinitionGuid,
        groupsWithAllAccess: [managers.guid],
      }),
    )
  ).json().guid;
  clinical = crypto.randomUUID();
  // 'sensitive' is hidden once the workflow is Completed; the Clinical section is for nurses only.
  step = await seedForm(
    t.database.db,
    org.guid,
    [
      { type: 'SimpleText', questionCode: 'note' },
      {
        type: 'Entity',
        questionCode: 'carer',
        properties: { entityDefinitionGuid: org.entityDefinitionGuid },
      },
      { type: 'SimpleText', questionCode: 'sensitive', properties: { makeAvailableToOtherForms: true } },
      { type: 'Section', questionCode: 'Clinical', guid: clinical, parentGuid: null },
      { type: 'SimpleText', questionCode: 'diagnosis', parentGuid: clinical },
    ],
    [],
  );
  await t.database.db
    .update(formDefinitions)
    .set({
      workflowDefinitionGuid: definitionGuid,
      formType: 'InlineForm',
      name: 'Plan',
      formCode: 'Plan',
      rules: [
        {
          guid: crypto.randomUUID(),
          elementGuid: step.el.sensitive,
          ruleType: 'Hidden',
          conditions: [
            {
              guid: crypto.randomUUID(),
              conditionType: 'WorkflowStatusBased',
              type: 'Is',
              workflowStatus: 'Completed',
            },
          ],
        },
      ],
      sectionRules: [
        {
          guid: crypto.randomUUID(),
          sectionRuleType: 'IS_RESTRICTED_TO',
          sectionGuid: clinical,
          appliedTo: nurses.guid,
          roleGroupOrIndividual: 'Groups',
        },
      ],
    })
    .where(eq(formDefinitions.guid, step.guid));
  // A second step only the person the workflow is for may open.
  privateStep = await seedForm(t.database.db, org.guid, [{ type: 'SimpleText', questionCode: 'wish' }]);
  await t.database.db
    .update(formDefinitions)
    .set({
      workflowDefinitionGuid: definitionGuid,
      formType: 'InlineForm',
      name: 'Private',
      formCode: 'Private',
      sortOrder: 1,
      formRules: [
        {
          guid: crypto.randomUUID(),
          ruleType: 'IS_RESTRICTED_TO',
          appliedTo: 'CurrentEntity',
          roleGroupOrIndividual: 'Entities',
        },
      ],
    })
    .where(eq(formDefinitions.guid, privateStep.guid));
  const columns = await as.setup.json(
    'PUT',
    `/api/WorkflowDefinition/${definitionGuid}/UpdateWorkflowDefinitionListing`,
    {
      questionsToShow: [
        { metaCode: 'Name', label: 'Name' },
        { guid: step.el.note, label: 'Note' },
        { guid: step.el.carer, label: 'Carer' },
        { guid: step.el.sensitive, label: 'Sensitive' },
        { guid: step.el.diagnosis, label: 'Diagnosis' },
        { guid: privateStep.el.wish, label: 'Wish' },
      ],
    },
  );
  expect(columns.statusCode, columns.body).toBe(200);
});
afterAll(() => t?.close());

const nurseEntity = () => people.nurse.entityGuids[org.guid]!;

async function rowOf(who: keyof typeof people, name: string): Promise<Record<string, string>> {
  const list = await as[who].list(org.guid, definitionGuid);
  expect(list.statusCode).toBe(200);
  const row = (list.json().workflowDtos as Row[]).find((line) => line.workflowName === name);
  expect(row, `${who} sees ${name}`).toBeDefined();
  return row!.answersToShow;
}

/** A workflow for the nurse, and its response of the given step. */
async function workflowFor(name: string, form: SeededForm = step) {
  const { workflow } = (await as.nurse.create(definitionGuid, org.guid, nurseEntity(), name)).json();
  const response = workflow.formResponses.find(
    (candidate: { formDefinitionGuid: string }) => candidate.formDefinitionGuid === form.guid,
  );
  return { workflow, responseGuid: response.guid as string };
}

describe('list answers', () => {
  it('writes every row as the API describes it, with the names of the entities its answers mention', async () => {
    const { workflow, responseGuid } = await workflowFor('Shape');
    const manager = people.manager.entityGuids[org.guid]!;
    expect((await answersApi(t, step, responseGuid, tokens.nurse).submit('carer', manager)).statusCode).toBe(
      200,
    );
    const archivedAt = new Date().toISOString();
    await as.setup.update(workflow.guid, {
      ...(await as.setup.get(workflow.guid)).json().workflow,
      archivedAt,
    });
    const stored = (await as.setup.get(workflow.guid)).json().workflow;
    const body = (await as.setup.list(org.guid, definitionGuid, true)).json();
    expect(
      validateGetWorkflowDtosResponse(body),
      JSON.stringify(validateGetWorkflowDtosResponse.errors),
    ).toBe(true);
    const row = body.workflowDtos.find(
      (line: { workflowGuid: string }) => line.workflowGuid === workflow.guid,
    );
    expect(row).toEqual({
      workflowGuid: workflow.guid,
      workflowName: 'Shape',
      ownerName: people.nurse.name,
      workflowStatus: 'Started',
      workflowArchivedAt: stored.archivedAt,
      updatedAt: stored.updatedAt,
      answersToShow: { carer: JSON.stringify(manager) },
      workflowDefinitionGuid: definitionGuid,
    });
    expect(body.entitiesMentioned).toEqual({ [manager]: people.manager.name });
    const newestFirst = body.workflowDtos.map((line: { updatedAt: string }) => line.updatedAt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  });

  it('shows the latest answer across the workflow’s responses and follows writes, removals and deleted responses', async () => {
    const { workflow, responseGuid } = await workflowFor('Latest');
    // A second response of the same step (a form allowing several).
    const [second] = await t.database.db
      .insert(formResponses)
      .values({
        formDefinitionGuid: step.guid,
        orgGuid: org.guid,
        workflowGuid: workflow.guid,
        userGuid: people.nurse.guid,
        status: 'Draft',
      })
      .returning();
    const first = answersApi(t, step, responseGuid, tokens.nurse);
    const other = answersApi(t, step, second!.guid, tokens.nurse);
    expect((await first.submit('note', 'first')).statusCode).toBe(200);
    expect((await rowOf('nurse', 'Latest')).note).toBe('"first"');
    expect((await other.submit('note', 'second')).statusCode).toBe(200);
    expect((await rowOf('nurse', 'Latest')).note).toBe('"second"');
    expect((await other.remove('note')).statusCode).toBeLessThan(300);
    expect((await rowOf('nurse', 'Latest')).note).toBe('"first"');
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/mwforms/${step.guid}/${responseGuid}/DeleteFormResponse`,
      token: tokens.setup,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await rowOf('nurse', 'Latest')).note).toBeUndefined();
  });

  it('fills a column added later from the answers already given', async () => {
    const { responseGuid } = await workflowFor('Added later');
    await answersApi(t, step, responseGuid, tokens.nurse).submit('note', 'kept');
    const listing = (await as.setup.getDefinition(definitionGuid, org.guid)).json().questionsToShow;
    const without = listing.filter((column: { guid?: string }) => column.guid !== step.el.note);
    const url = `/api/WorkflowDefinition/${definitionGuid}/UpdateWorkflowDefinitionListing`;
    await as.setup.json('PUT', url, { questionsToShow: without });
    expect((await rowOf('setup', 'Added later')).note).toBeUndefined();
    await as.setup.json('PUT', url, { questionsToShow: listing });
    expect((await rowOf('setup', 'Added later')).note).toBe('"kept"');
  });
});

describe('what each caller sees in the list', () => {
  it('leaves out the questions of sections and forms the access rules withhold from the caller', async () => {
    const { workflow, responseGuid } = await workflowFor('Restricted');
    const answers = answersApi(t, step, responseGuid, tokens.nurse);
    expect((await answers.submit('note', 'Seen at 9')).statusCode).toBe(200);
    expect((await answers.submit('diagnosis', 'Flu')).statusCode).toBe(200);
    const privateResponse = workflow.formResponses.find(
      (candidate: { formDefinitionGuid: string }) => candidate.formDefinitionGuid === privateStep.guid,
    ).guid;
    const wish = await answersApi(t, privateStep, privateResponse, tokens.nurse).submit('wish', 'Quiet room');
    expect(wish.statusCode).toBe(200);

    expect(await rowOf('nurse', 'Restricted')).toEqual({
      note: '"Seen at 9"',
      diagnosis: '"Flu"',
      wish: '"Quiet room"',
    });
    // Groups with access to all responses reach the workflow, not the nurses' section or the person's own form.
    expect(await rowOf('manager', 'Restricted')).toEqual({ note: '"Seen at 9"' });
    expect(await rowOf('setup', 'Restricted')).toEqual({ note: '"Seen at 9"' });
  });

  it('leaves out an answer a Hidden rule hides, judged for each workflow', async () => {
    const shown = await workflowFor('Open');
    const done = await workflowFor('Done');
    for (const { responseGuid } of [shown, done])
      await answersApi(t, step, responseGuid, tokens.nurse).submit('sensitive', 'Allergic');
    const completed = await as.setup.update(done.workflow.guid, {
      ...(await as.setup.get(done.workflow.guid)).json().workflow,
      status: 'Completed',
    });
    expect(completed.statusCode).toBe(200);
    expect((await rowOf('nurse', 'Open')).sensitive).toBe('"Allergic"');
    expect((await rowOf('nurse', 'Done')).sensitive).toBeUndefined();
    expect((await as.nurse.get(shown.workflow.guid)).json().sharedAnswers).toEqual({
      'Plan:sensitive': '"Allergic"',
    });
    const { sharedAnswers, workflow } = (await as.nurse.get(done.workflow.guid)).json();
    expect(sharedAnswers).toEqual({ 'Plan:sensitive': null });
    const values = workflow.formResponses.flatMap((response: { answers: { answerValue: string }[] }) =>
      response.answers.map((answer) => answer.answerValue),
    );
    expect(values).not.toContain('"Allergic"');
  });
});
