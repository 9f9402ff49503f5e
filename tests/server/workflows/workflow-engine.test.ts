import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { multipart } from '../../support/multipart.ts';
import {
  EMPTY,
  answersApi,
  seedForm,
  type ElementSeed,
  type SeededForm,
} from '../answers/answer-fixtures.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';

// The form engine inside a workflow (spec forms-and-workflows 4.3–4.6, 5.7): the server judges rules with the
// workflow's status and time frames, moves the workflow along a button, review or stamp only while that
// element could make the move, shows Linked Answers, keeps step forms within their instance bounds, and
// refuses every write to an archived workflow.

let t: TestApp;
let org: SeededOrg;
let nurse: SeededAccount;
let setupToken: string;
let nurseToken: string;
let as: { setup: ReturnType<typeof workflowApi>; nurse: ReturnType<typeof workflowApi> };
let definitionGuid: string;
let plan: SeededForm;
let visits: SeededForm;
let summary: SeededForm;

const STATUSES = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'Review', label: 'Review', isEndpoint: false },
  { code: 'Checked', label: 'Checked', isEndpoint: false },
  { code: 'Approved', label: 'Approved', isEndpoint: false },
  { code: 'Done', label: 'Done', isEndpoint: true },
];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function stepOf(elements: ElementSeed[], rules: unknown[], name: string, metaInfo = {}) {
  const form = await seedForm(t.database.db, org.guid, elements, rules);
  await t.database.db
    .update(formDefinitions)
    .set({ workflowDefinitionGuid: definitionGuid, formType: 'InlineForm', name, metaInfo })
    .where(eq(formDefinitions.guid, form.guid));
  return form;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  const setup = await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } });
  nurse = await t.seedAccount({ name: 'Nora Nurse', roles: { [org.guid]: ['Member'] } });
  setupToken = await t.tokenFor(setup);
  nurseToken = await t.tokenFor(nurse);
  as = { setup: workflowApi(t, setupToken), nurse: workflowApi(t, nurseToken) };
  definitionGuid = (
    await as.setup.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, {
        name: 'Onboarding',
        entityDefinitionGuid: org.entityDefinitionGuid,
        statusList: STATUSES,
        timeFrames: [
          { code: 'Default', label: 'Default', startDate: null, endDate: null },
          { code: 'Past', label: 'Past', startDate: '2001-01-01T00:00:00Z', endDate: '2001-12-31T23:59:59Z' },
        ],
      }),
    )
  ).json().guid;
  const g = () => crypto.randomUUID();
  const ids = { locked: g(), always: g(), never: g(), button: g() };
  plan = await stepOf(
    [
      {
        type: 'SimpleText',
        questionCode: 'fullName',
        properties: { makeAvailableToOtherForms: true },
      },
      { type: 'SimpleText', questionCode: 'locked', guid: ids.locked },
      { type: 'SimpleText', questionCode: 'always', guid: ids.always, properties: { isOptional: true } },
      { type: 'SimpleText', questionCode: 'never', guid: ids.never, properties: { isOptional: true } },
      {
        type: 'ChangeStatusButton',
        questionCode: 'toReview',
        guid: ids.button,
        properties: { changeWorkflowStatusTo: 'Review', disableIfUnansweredQuestions: true },
      },
      {
        type: 'AnswerReview',
        questionCode: 'review',
        properties: { changeWorkflowStatusTo: 'Review', changeWorkflowStatusBackTo: 'Started' },
      },
      {
        type: 'NameStamp',
        questionCode: 'approval',
        properties: { changeWorkflowStatusTo: 'Approved', changeWorkflowStatusBackTo: 'Checked' },
      },
      { type: 'FileUpload', questionCode: 'photo', properties: { isOptional: true } },
      { type: 'Discussion', questionCode: 'talk', properties: { isOptional: true } },
    ],
    [
      // Locked once the workflow has moved past Started.
      {
        guid: g(),
        elementGuid: ids.locked,
        ruleType: 'ReadOnly',
        trueIfAny: false,
        conditions: [
          { guid: g(), conditionType: 'WorkflowStatusBased', type: 'After', workflowStatus: 'Started' },
        ],
      },
      // A frame without dates is always within; one in 2001 never is now.
      {
        guid: g(),
        elementGuid: ids.always,
        ruleType: 'Hidden',
        trueIfAny: false,
        conditions: [
          { guid: g(), conditionType: 'TimeFrameBased', type: 'Within', timeFrameCode: 'Default' },
        ],
      },
      {
        guid: g(),
        elementGuid: ids.never,
        ruleType: 'Hidden',
        trueIfAny: false,
        conditions: [{ guid: g(), conditionType: 'TimeFrameBased', type: 'Within', timeFrameCode: 'past' }],
      },
    ],
    'Plan',
  );
  visits = await stepOf(
    [
      { type: 'Date', questionCode: 'visitDate', properties: { isOptional: true } },
      {
        type: 'LinkedAnswer',
        questionCode: 'who',
        properties: { linkedFormDefinitionGuid: plan.guid, linkedFormElementGuid: plan.el.fullName },
      },
      {
        type: 'LinkedAnswer',
        questionCode: 'notShared',
        properties: { linkedFormDefinitionGuid: plan.guid, linkedFormElementGuid: plan.el.locked },
      },
    ],
    [],
    'Visit',
    { multipleInstancesAllowed: true, minInstances: 2, maxInstances: 3 },
  );
  // Closed once the latest changed visit is submitted.
  const closing = g();
  summary = await stepOf(
    [{ type: 'SimpleText', questionCode: 'closing', guid: closing, properties: { isOptional: true } }],
    [
      {
        guid: g(),
        elementGuid: closing,
        ruleType: 'ReadOnly',
        trueIfAny: false,
        conditions: [
          {
            guid: g(),
            conditionType: 'FormStatusBased',
            type: 'Is',
            formStatus: 'Submitted',
            formDefinitionGuid: visits.guid,
          },
        ],
      },
    ],
    'Summary',
  );
});
afterAll(() => t?.close());

async function newWorkflow(name: string) {
  const created = await as.nurse.create(definitionGuid, org.guid, nurse.entityGuids[org.guid]!, name);
  expect(created.statusCode, created.body).toBe(200);
  const workflow = created.json().workflow;
  const responseOf = (form: SeededForm) =>
    workflow.formResponses.filter((r: { formDefinitionGuid: string }) => r.formDefinitionGuid === form.guid);
  return {
    workflow,
    plan: responseOf(plan)[0].guid as string,
    visits: responseOf(visits) as { guid: string }[],
    summary: responseOf(summary)[0].guid as string,
  };
}

/** Moves the workflow as the nurse (no setup rights): only a button, review or stamp can move it. */
async function moveTo(workflow: { guid: string }, status: string) {
  const current = (await as.nurse.get(workflow.guid)).json().workflow;
  return as.nurse.update(workflow.guid, { ...current, status });
}

describe('rules on workflow facts', () => {
  it('evaluates time frames (a frame without dates always within) and locks a question after the workflow moves', async () => {
    const made = await newWorkflow('Rules');
    const answers = answersApi(t, plan, made.plan, nurseToken);
    expect((await answers.submit('always', 'x')).json().detail).toBe(
      'This question is hidden and cannot be answered.',
    );
    expect((await answers.submit('never', 'x')).statusCode).toBe(200);
    expect((await answers.submit('locked', 'before')).statusCode).toBe(200);
    for (const code of ['fullName'] as const)
      expect((await answers.submit(code, 'Nora')).statusCode).toBe(200);
    expect((await moveTo(made.workflow, 'Review')).statusCode).toBe(200);
    const refused = await answers.submit('locked', 'after');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This question is read-only.');
    expect(await answers.valueOf('locked')).toBe('before');
  });
});

describe('rules on the statuses of the workflow’s other forms', () => {
  it('judge a save by the status of the form’s most recently changed response', async () => {
    const made = await newWorkflow('Statuses');
    const closing = answersApi(t, summary, made.summary, nurseToken);
    expect((await closing.submit('closing', 'first')).statusCode).toBe(200);
    const [firstVisit, secondVisit] = made.visits;
    const submitted = await t.app.inject({
      method: 'PUT',
      url: `/api/mwforms/${visits.guid}/status/${firstVisit!.guid}/UpdateFormResponseStatus`,
      headers: { authorization: `Bearer ${nurseToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify('Submitted'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const refused = await closing.submit('closing', 'second');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This question is read-only.');
    // The other visit, changed later and still a draft, now speaks for the form.
    const other = answersApi(t, visits, secondVisit!.guid, nurseToken);
    expect((await other.submit('visitDate', '2026-11-28')).statusCode).toBe(200);
    expect((await closing.submit('closing', 'third')).statusCode).toBe(200);
    expect(await closing.valueOf('closing')).toBe('third');
  });
});

describe('element moves', () => {
  it('moves by the button only while every question is answered, and refuses with the element’s reason', async () => {
    const made = await newWorkflow('Button');
    const refused = await moveTo(made.workflow, 'Review');
    expect(refused.statusCode).toBe(400);
    // The review's confirm is blocked too; the first element's reason is given.
    expect(refused.json().detail).toBe(
      "'toReview' in Plan cannot move the workflow while questions are unanswered.",
    );
    expect((await as.nurse.get(made.workflow.guid)).json().workflow.status).toBe('Started');
    const answers = answersApi(t, plan, made.plan, nurseToken);
    await answers.submit('fullName', 'Nora');
    await answers.submit('locked', 'yes');
    expect((await moveTo(made.workflow, 'Review')).json().workflow.status).toBe('Review');
  });

  it('sends the workflow back by the answer review only while a required answer is missing', async () => {
    const made = await newWorkflow('Review back');
    const answers = answersApi(t, plan, made.plan, nurseToken);
    await answers.submit('fullName', 'Nora');
    await answers.submit('locked', 'yes');
    expect((await moveTo(made.workflow, 'Review')).statusCode).toBe(200);
    const early = await moveTo(made.workflow, 'Started');
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(
      "The answer review 'review' in Plan has no unanswered questions, so the workflow does not go back.",
    );
    expect((await answers.remove('fullName')).statusCode).toBe(204);
    expect((await moveTo(made.workflow, 'Started')).json().workflow.status).toBe('Started');
  });

  it('moves forward by the name stamp once stamped and back once revoked', async () => {
    const made = await newWorkflow('Stamp');
    const answers = answersApi(t, plan, made.plan, nurseToken);
    await answers.submit('fullName', 'Nora');
    await answers.submit('locked', 'yes');
    await moveTo(made.workflow, 'Review');
    const unstamped = await moveTo(made.workflow, 'Approved');
    expect(unstamped.json().detail).toBe("'approval' in Plan has not been stamped.");
    const url = `/api/responses/${made.plan}/namestamp/${plan.el.approval}`;
    const [stamp] = (await t.request({ method: 'PUT', url, token: nurseToken })).json();
    expect((await moveTo(made.workflow, 'Approved')).json().workflow.status).toBe('Approved');
    expect((await moveTo(made.workflow, 'Checked')).json().detail).toBe(
      "'approval' in Plan is still stamped.",
    );
    await t.request({ method: 'DELETE', url: `${url}/${stamp.guid}`, token: nurseToken });
    expect((await moveTo(made.workflow, 'Checked')).json().workflow.status).toBe('Checked');
    // Nothing offers Done: only setup staff move there.
    expect((await moveTo(made.workflow, 'Done')).json().detail).toBe(
      "No button, review or stamp of this workflow moves it to 'Done'; only setup staff may.",
    );
  });
});

describe('linked answers', () => {
  it('carry the shared answer of the linked question, and nothing from a question not made available', async () => {
    const made = await newWorkflow('Linked');
    await answersApi(t, plan, made.plan, nurseToken).submit('fullName', 'Nora Nurse');
    await answersApi(t, plan, made.plan, nurseToken).submit('locked', 'private');
    const visit = made.visits[0]!.guid;
    const read = await t.request({
      method: 'GET',
      url: `/api/mwforms/${visits.guid}/${org.guid}/${visit}/GetResponse`,
      token: nurseToken,
    });
    const byElement = Object.fromEntries(
      read.json().answers.map((answer: { formElementGuid: string }) => [answer.formElementGuid, answer]),
    );
    expect(byElement[visits.el.who!].linkedAnswer).toMatchObject({ answerValue: '"Nora Nurse"' });
    expect(byElement[visits.el.notShared!].linkedAnswer).toBeNull();
    const one = await answersApi(t, visits, visit, nurseToken).get('who');
    expect(one.json().linkedAnswer.answerValue).toBe('"Nora Nurse"');
    const workflow = (await as.nurse.get(made.workflow.guid)).json().workflow;
    const inWorkflow = workflow.formResponses
      .find((r: { guid: string }) => r.guid === visit)
      .answers.find((a: { formElementGuid: string }) => a.formElementGuid === visits.el.who);
    expect(inWorkflow.linkedAnswer.answerValue).toBe('"Nora Nurse"');
  });
});

describe('step forms with several responses', () => {
  it('start with the minimum, grow to the maximum and keep the minimum when responses are deleted', async () => {
    const made = await newWorkflow('Visits');
    expect(made.visits).toHaveLength(2);
    const add = () =>
      as.nurse.json(
        'POST',
        `/api/WorkflowInstance/${made.workflow.guid}/${visits.guid}/CreateWorkflowFormResponse`,
      );
    const third = await add();
    expect(third.statusCode).toBe(200);
    const added = third
      .json()
      .workflow.formResponses.filter(
        (r: { formDefinitionGuid: string }) => r.formDefinitionGuid === visits.guid,
      );
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ userGuid: nurse.guid, status: 'New' });
    const fourth = await add();
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().detail).toBe('Visit allows at most 3 responses per workflow.');
    const single = await as.nurse.json(
      'POST',
      `/api/WorkflowInstance/${made.workflow.guid}/${plan.guid}/CreateWorkflowFormResponse`,
    );
    expect(single.json().detail).toBe('Plan allows one response per workflow.');
    const remove = (guid: string) =>
      as.setup.json('DELETE', `/api/mwforms/${visits.guid}/${guid}/DeleteFormResponse`);
    expect((await remove(added[2].guid)).statusCode).toBe(204);
    const below = await remove(added[1].guid);
    expect(below.statusCode).toBe(400);
    expect(below.json().detail).toBe('Visit needs at least 2 responses per workflow.');
  });
});

describe('an archived workflow', () => {
  it('refuses every write: answers, statuses, files, stamps, comments, responses and the workflow', async () => {
    const made = await newWorkflow('Archived');
    const answers = answersApi(t, plan, made.plan, nurseToken);
    await answers.submit('fullName', 'Nora');
    const archived = await as.setup.update(made.workflow.guid, {
      ...(await as.setup.get(made.workflow.guid)).json().workflow,
      archivedAt: new Date().toISOString(),
    });
    expect(archived.statusCode).toBe(200);
    const message = 'This workflow is archived and cannot be edited.';
    const base = `/api/mwforms/${plan.guid}/responses/${made.plan}`;
    const attempts = [
      () => answers.submit('fullName', 'Changed'),
      () => answers.remove('fullName'),
      () =>
        t.request({
          method: 'PUT',
          url: `/api/mwforms/${plan.guid}/status/${made.plan}/UpdateFormResponseStatus`,
          payload: JSON.stringify('ReadyForSubmission'),
          headers: { 'content-type': 'application/json' },
          token: nurseToken,
        }),
      () =>
        t.request({
          method: 'POST',
          url: `${base}/fileupload/${plan.el.photo}/${org.guid}/${EMPTY}/SubmitFileUpload`,
          ...multipart('pixel.png', PNG),
          token: nurseToken,
        }),
      () =>
        t.request({
          method: 'DELETE',
          url: `${base}/fileupload/${plan.el.photo}/${EMPTY}/DeleteFileUpload?fileGuid=${crypto.randomUUID()}`,
          token: nurseToken,
        }),
      () =>
        t.request({
          method: 'PUT',
          url: `/api/responses/${made.plan}/namestamp/${plan.el.approval}`,
          token: nurseToken,
        }),
      () =>
        t.request({
          method: 'POST',
          url: `${base}/answers/${plan.el.talk}/${EMPTY}/SubmitDiscussionAnswer`,
          payload: { id: null, text: 'Hello', replyTo: null },
          token: nurseToken,
        }),
      () =>
        as.nurse.json(
          'POST',
          `/api/WorkflowInstance/${made.workflow.guid}/${visits.guid}/CreateWorkflowFormResponse`,
        ),
      () => as.setup.json('DELETE', `/api/mwforms/${visits.guid}/${made.visits[0]!.guid}/DeleteFormResponse`),
      () => as.setup.update(made.workflow.guid, { ...archived.json().workflow, status: 'Review' }),
      () =>
        as.nurse.json(
          'PUT',
          `/api/WorkflowInstance/${made.workflow.guid}/CreateWorkflowEventTrigger?eventCode=x`,
        ),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().detail).toBe(message);
    }
    expect(await answers.valueOf('fullName')).toBe('Nora');
    const after = (await as.setup.get(made.workflow.guid)).json().workflow;
    expect(after.status).toBe('Started');
    // The plan, the two visits and the summary: no response added or removed.
    expect(after.formResponses).toHaveLength(4);
  });
});
