import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';

// Form and section access rules, enforced by the server on every read and write of a response.

let t: TestApp;
let org: SeededOrg;
let nurse: SeededAccount;
let tokens: Record<'nurse' | 'reviewer' | 'other', string>;
let form: SeededForm;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  nurse = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  const reviewer = await t.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup'] } });
  const other = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  tokens = {
    nurse: await t.tokenFor(nurse),
    reviewer: await t.tokenFor(reviewer),
    other: await t.tokenFor(other),
  };
  const nurses = await t.seedGroup({ orgGuid: org.guid, entityGuids: [nurse.entityGuids[org.guid]!] });
  secret = crypto.randomUUID();
  form = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'note' },
    { type: 'Section', questionCode: 'Clinical', guid: secret, parentGuid: null },
    { type: 'SimpleText', questionCode: 'diagnosis', parentGuid: secret },
  ]);
  await t.database.db
    .update(formDefinitions)
    .set({
      // The form is for nurses, reviewed by View Setup; its clinical section is for nurses only.
      formRules: [
        {
          guid: crypto.randomUUID(),
          ruleType: 'IS_RESTRICTED_TO',
          appliedTo: nurses.guid,
          roleGroupOrIndividual: 'Groups',
        },
        {
          guid: crypto.randomUUID(),
          ruleType: 'RequiresReview',
          appliedTo: 'ViewSetup',
          roleGroupOrIndividual: 'Roles',
        },
      ],
      sectionRules: [
        {
          guid: crypto.randomUUID(),
          sectionRuleType: 'IS_RESTRICTED_TO',
          sectionGuid: secret,
          appliedTo: nurses.guid,
          roleGroupOrIndividual: 'Groups',
        },
      ],
    })
    .where(eq(formDefinitions.guid, form.guid));
});
afterAll(() => t?.close());

const getResponse = (responseGuid: string, token: string) =>
  t.request({
    method: 'GET',
    url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
    token,
  });

describe('form and section access rules', () => {
  it('lets the named group read and write, a reviewer read without the restricted section, and nobody else anything', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, nurse.guid);
    const asNurse = answersApi(t, form, responseGuid, tokens.nurse);
    expect((await asNurse.submit('note', 'Seen at 9')).statusCode).toBe(200);
    expect((await asNurse.submit('diagnosis', 'Flu')).statusCode).toBe(200);

    const reviewed = await getResponse(responseGuid, tokens.reviewer);
    expect(reviewed.statusCode).toBe(200);
    const values = reviewed.json().answers.map((answer: { answerValue: string }) => answer.answerValue);
    expect(values).toEqual(['"Seen at 9"']);
    const reviewerWrite = await answersApi(t, form, responseGuid, tokens.reviewer).submit('note', 'changed');
    expect(reviewerWrite.statusCode).toBe(400);
    expect(reviewerWrite.json().detail).toBe('This question is read-only.');

    expect((await getResponse(responseGuid, tokens.other)).statusCode).toBe(404);
    expect((await answersApi(t, form, responseGuid, tokens.other).submit('note', 'x')).statusCode).toBe(404);
  });
});
