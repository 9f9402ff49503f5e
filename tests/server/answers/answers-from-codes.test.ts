import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions, formResponses } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answersApi, seedForm, seedResponse } from './answer-fixtures.ts';
import { seedWorkflowDefinition, seedWorkflowInstance } from '../workflows/workflow-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(() => t?.close());

describe('POST GetAnswersFromCodes', () => {
  it('reads this form’s answers and shared answers of another form of the same workflow', async () => {
    const db = t.database.db;
    const org = await t.seedOrg();
    const member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
    const token = await t.tokenFor(member);
    const intake = await seedForm(db, org.guid, [
      { type: 'SimpleText', questionCode: 'client', properties: { makeAvailableToOtherForms: true } },
      { type: 'SimpleText', questionCode: 'private' },
    ]);
    await db.update(formDefinitions).set({ formCode: 'intake' }).where(eq(formDefinitions.guid, intake.guid));
    const step = await seedForm(db, org.guid, [{ type: 'SimpleText', questionCode: 'note' }]);
    // The member's own workflow, so its responses are theirs to read.
    const definition = await seedWorkflowDefinition(db, org.guid);
    const entityGuid = member.entityGuids[org.guid]!;
    const workflowGuid = (await seedWorkflowInstance(db, definition, { entityGuid })).guid;
    const intakeResponse = await seedResponse(db, intake, org.guid);
    const stepResponse = await seedResponse(db, step, org.guid);
    await db
      .update(formResponses)
      .set({ workflowGuid })
      .where(inArray(formResponses.guid, [intakeResponse, stepResponse]));
    const intakeApi = answersApi(t, intake, intakeResponse, token);
    await intakeApi.submit('client', 'Jordan Lee');
    await intakeApi.submit('private', 'not for others');
    await answersApi(t, step, stepResponse, token).submit('note', 'Called back');

    const codes = ['note', 'intake:client', 'intake:private', 'missing', 'nowhere:x'];
    const response = await t.request({
      method: 'POST',
      url: `/api/mwforms/${step.guid}/responses/${stepResponse}/answers/GetAnswersFromCodes`,
      payload: codes,
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, { answerValue: string }[]>;
    expect(Object.keys(body)).toEqual(codes);
    expect(body.note!.map((answer) => answer.answerValue)).toEqual(['"Called back"']);
    expect(body['intake:client']!.map((answer) => answer.answerValue)).toEqual(['"Jordan Lee"']);
    expect(body['intake:private']).toEqual([]);
    expect(body.missing).toEqual([]);
    expect(body['nowhere:x']).toEqual([]);
  });
});
