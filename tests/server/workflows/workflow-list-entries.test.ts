import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../src/server/db/tables/entities.ts';
import { formDefinitions, formResponses } from '../../../src/server/db/tables/forms.ts';
import { workflowInstances } from '../../../src/server/db/tables/workflows.ts';
import { validateGetWorkflowDtosResponse } from '../../../src/shared/generated/validators.gen.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, seedForm, type SeededForm } from '../answers/answer-fixtures.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';

// GetWorkflowDtos for a caller who sees every list column sends the rows the database keeps as JSON text
// (migration 0009). Each change that shows on the list — an answer, the name, the status, archiving, the
// entity's name, the list columns, a change made behind the API — is on the next list.

let t: TestApp;
let org: SeededOrg;
let setup: SeededAccount;
let as: ReturnType<typeof workflowApi>;
let token: string;
let definitionGuid: string;
let step: SeededForm;

interface Row {
  workflowGuid: string;
  workflowName: string;
  ownerName: string | null;
  workflowStatus: string;
  workflowArchivedAt: string | null;
  updatedAt: string;
  answersToShow: Record<string, string>;
  workflowDefinitionGuid: string;
}

const listing = (codes: string[]) => [
  { metaCode: 'Name', label: 'Name' },
  { metaCode: 'Status', label: 'Status' },
  ...codes.map((code) => ({ guid: step.el[code], label: code })),
];

async function setColumns(codes: string[]) {
  const saved = await as.json(
    'PUT',
    `/api/WorkflowDefinition/${definitionGuid}/UpdateWorkflowDefinitionListing`,
    { questionsToShow: listing(codes) },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  setup = await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } });
  token = await t.tokenFor(setup);
  as = workflowApi(t, token);
  definitionGuid = (
    await as.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, { name: 'Site Visit', entityDefinitionGuid: org.entityDefinitionGuid }),
    )
  ).json().guid;
  step = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'note' },
    { type: 'Number', questionCode: 'score' },
    {
      type: 'Entity',
      questionCode: 'visitor',
      properties: { entityDefinitionGuid: org.entityDefinitionGuid },
    },
  ]);
  await t.database.db
    .update(formDefinitions)
    .set({ workflowDefinitionGuid: definitionGuid, formType: 'InlineForm', name: 'Visit', formCode: 'Visit' })
    .where(eq(formDefinitions.guid, step.guid));
  await setColumns(['note', 'score', 'visitor']);
});
afterAll(() => t?.close());

async function list(includeArchived = true) {
  const response = await as.list(org.guid, definitionGuid, includeArchived);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expect(validateGetWorkflowDtosResponse(body), JSON.stringify(validateGetWorkflowDtosResponse.errors)).toBe(
    true,
  );
  return body as { workflowDtos: Row[]; entitiesMentioned: Record<string, string> };
}

async function rowOf(workflowGuid: string, includeArchived = true) {
  return (await list(includeArchived)).workflowDtos.find((row) => row.workflowGuid === workflowGuid);
}

/** A new workflow for the setup person's own entity, and its step response. */
async function newWorkflow(name: string) {
  const created = await as.create(definitionGuid, org.guid, setup.entityGuids[org.guid]!, name);
  expect(created.statusCode, created.body).toBe(200);
  const { workflow } = created.json();
  const response = workflow.formResponses.find(
    (candidate: { formDefinitionGuid: string }) => candidate.formDefinitionGuid === step.guid,
  );
  return { guid: workflow.guid as string, answers: answersApi(t, step, response.guid, token) };
}

async function stored(workflowGuid: string) {
  return (await as.get(workflowGuid)).json().workflow as {
    name: string;
    status: string;
    archivedAt: string | null;
    updatedAt: string;
  };
}

describe('the kept list rows', () => {
  it('are the rows as the API describes them, newest change first', async () => {
    const first = await newWorkflow('Visit "north" – façade\\ roof');
    const second = await newWorkflow('Visit south');
    expect((await first.answers.submit('note', 'Line one\nline "two"')).statusCode).toBe(200);
    // A guid in a text answer names nothing: only entity and security group columns mention records.
    const other = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
    expect((await second.answers.submit('note', `Met ${other.entityGuids[org.guid]}`)).statusCode).toBe(200);
    expect((await first.answers.submit('score', 12)).statusCode).toBe(200);
    const visitor = setup.entityGuids[org.guid]!;
    expect((await second.answers.submit('visitor', visitor)).statusCode).toBe(200);
    const body = await list();
    const workflow = await stored(first.guid);
    expect(body.workflowDtos.find((row) => row.workflowGuid === first.guid)).toEqual({
      workflowGuid: first.guid,
      workflowName: 'Visit "north" – façade\\ roof',
      ownerName: setup.name,
      workflowStatus: 'Started',
      workflowArchivedAt: null,
      updatedAt: workflow.updatedAt,
      answersToShow: { note: JSON.stringify('Line one\nline "two"'), score: '12' },
      workflowDefinitionGuid: definitionGuid,
    });
    expect(body.workflowDtos.find((row) => row.workflowGuid === second.guid)!.answersToShow).toEqual({
      note: JSON.stringify(`Met ${other.entityGuids[org.guid]}`),
      visitor: JSON.stringify(visitor),
    });
    expect(body.entitiesMentioned).toEqual({ [visitor]: setup.name });
    const newestFirst = body.workflowDtos.map((row) => row.updatedAt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  });

  it('show a changed and a removed answer on the next list', async () => {
    const workflow = await newWorkflow('Answers');
    await workflow.answers.submit('note', 'before');
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({ note: '"before"' });
    await workflow.answers.submit('note', 'after');
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({ note: '"after"' });
    expect((await workflow.answers.remove('note')).statusCode).toBe(204);
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({});
  });

  it('show a new name, a status move and archiving on the next list, and leave archived rows out when asked', async () => {
    const { guid } = await newWorkflow('Before rename');
    const body = (await as.get(guid)).json().workflow;
    expect((await as.update(guid, { ...body, name: 'After rename', status: 'InProgress' })).statusCode).toBe(
      200,
    );
    let workflow = await stored(guid);
    expect(await rowOf(guid)).toMatchObject({
      workflowName: 'After rename',
      workflowStatus: 'InProgress',
      updatedAt: workflow.updatedAt,
    });
    expect((await list()).workflowDtos[0]!.workflowGuid).toBe(guid);
    const archivedAt = new Date().toISOString();
    expect((await as.update(guid, { ...(await as.get(guid)).json().workflow, archivedAt })).statusCode).toBe(
      200,
    );
    workflow = await stored(guid);
    expect(await rowOf(guid)).toMatchObject({ workflowArchivedAt: workflow.archivedAt });
    expect(await rowOf(guid, false)).toBeUndefined();
  });

  it('show the entity’s new name, and no name once the entity is gone', async () => {
    const { guid } = await newWorkflow('Owner');
    const entityGuid = setup.entityGuids[org.guid]!;
    const [entity] = await t.database.db.select().from(entities).where(eq(entities.guid, entityGuid));
    await t.database.db.update(entities).set({ name: 'Renamed Person' }).where(eq(entities.guid, entityGuid));
    expect((await rowOf(guid))!.ownerName).toBe('Renamed Person');
    await t.database.db.update(entities).set({ name: entity!.name }).where(eq(entities.guid, entityGuid));
    expect((await rowOf(guid))!.ownerName).toBe(entity!.name);
    // A workflow no longer for an entity has no owner's name.
    await t.database.db
      .update(workflowInstances)
      .set({ entityGuid: null })
      .where(eq(workflowInstances.guid, guid));
    expect((await rowOf(guid))!.ownerName).toBeNull();
  });

  it('follow a change of the list columns', async () => {
    const workflow = await newWorkflow('Columns');
    await workflow.answers.submit('note', 'kept');
    await workflow.answers.submit('score', 3);
    await setColumns(['score']);
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({ score: '3' });
    await setColumns(['note', 'score', 'visitor']);
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({ note: '"kept"', score: '3' });
  });

  it('follow changes made behind the API, and cannot be written directly', async () => {
    const workflow = await newWorkflow('Behind');
    await workflow.answers.submit('note', 'api');
    const db = t.database.db;
    await db
      .update(workflowInstances)
      .set({ status: 'Completed' })
      .where(eq(workflowInstances.guid, workflow.guid));
    await db.execute(sql`update answers set answer_value = '"script"'::jsonb
      where form_element_guid = ${step.el.note} and form_response_guid in (
        select guid from form_responses where workflow_guid = ${workflow.guid})`);
    await db
      .update(workflowInstances)
      .set({ listEntry: '{"workflowGuid":"forged"}' })
      .where(eq(workflowInstances.guid, workflow.guid));
    expect(await rowOf(workflow.guid)).toMatchObject({
      workflowStatus: 'Completed',
      answersToShow: { note: '"script"' },
    });
    // A deleted response takes its answers off the list.
    await db.delete(formResponses).where(eq(formResponses.workflowGuid, workflow.guid));
    expect((await rowOf(workflow.guid))!.answersToShow).toEqual({});
  });

  it('hold the latest answer of every list column after any sequence of saves, removals and column changes', async () => {
    type Code = 'note' | 'score';
    const step = fc.oneof(
      fc.record({ kind: fc.constant('note' as const), value: fc.stringMatching(/^[a-z0-9"\\]{1,12}$/) }),
      fc.record({ kind: fc.constant('score' as const), value: fc.integer({ min: -1000, max: 1000 }) }),
      fc.record({ kind: fc.constant('remove' as const), code: fc.constantFrom<Code>('note', 'score') }),
      fc.record({ kind: fc.constant('columns' as const), codes: fc.subarray<Code>(['note', 'score']) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await setColumns(['note', 'score', 'visitor']);
        const workflow = await newWorkflow('Sequence');
        // Both answered to begin with, so that every removal takes something off the list.
        const answers: Partial<Record<Code, unknown>> = { note: 'first', score: 1 };
        for (const [code, value] of Object.entries(answers)) await workflow.answers.submit(code, value);
        let columns: Code[] = ['note', 'score'];
        for (const next of steps) {
          if (next.kind === 'columns') {
            columns = next.codes;
            await setColumns(columns);
          } else if (next.kind === 'remove') {
            expect((await workflow.answers.remove(next.code)).statusCode).toBe(204);
            delete answers[next.code];
          } else {
            const saved = await workflow.answers.submit(next.kind, next.value);
            expect(saved.statusCode, saved.body).toBe(200);
            answers[next.kind] = next.value;
          }
          const shown = Object.fromEntries(
            columns.filter((code) => code in answers).map((code) => [code, JSON.stringify(answers[code])]),
          );
          expect((await rowOf(workflow.guid))!.answersToShow).toEqual(shown);
        }
      }),
      { numRuns: 20 },
    );
    await setColumns(['note', 'score', 'visitor']);
  });
});
