import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { formResponses } from '../../../src/server/db/tables/forms.ts';
import { answersApi, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// UpdateFormResponseStatus and who reaches a response (issue 7, items 8 and 10): a Guest reaches only
// responses made for them or by them; Ready for submission and Submitted need every required visible
// question answered; the status machine refuses other jumps; losing a required answer after review
// returns the response to the review's back status (spec 4.3).

let t: TestApp;
let org: SeededOrg;
let guest: SeededAccount;
let otherGuest: SeededAccount;
let member: SeededAccount;
const tokens: Record<string, string> = {};
let form: SeededForm;
let reviewed: SeededForm;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  otherGuest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  tokens.guest = await t.tokenFor(guest);
  tokens.otherGuest = await t.tokenFor(otherGuest);
  tokens.member = await t.tokenFor(member);
  tokens.setup = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'SetupBasic'] } }));
  const questions = [
    { type: 'SimpleText', questionCode: 'fullName' },
    { type: 'Number', questionCode: 'age' },
    { type: 'SimpleText', questionCode: 'nickname', properties: { isOptional: true } },
  ];
  form = await seedForm(t.database.db, org.guid, questions);
  reviewed = await seedForm(t.database.db, org.guid, [
    ...questions,
    { type: 'AnswerReview', questionCode: 'review', properties: { changeBackToStatus: 'New' } },
  ]);
});
afterAll(() => t?.close());

const setStatus = (target: SeededForm, responseGuid: string, status: string, token: string) =>
  t.request({
    method: 'PUT',
    url: `/api/mwforms/${target.guid}/status/${responseGuid}/UpdateFormResponseStatus`,
    payload: JSON.stringify(status),
    headers: { 'content-type': 'application/json' },
    token,
  });

async function statusOf(responseGuid: string) {
  const [row] = await t.database.db.select().from(formResponses).where(eq(formResponses.guid, responseGuid));
  return row!.status;
}

describe('a Guest reaches only their own responses', () => {
  it('reads and writes a response made for them, and nobody else’s', async () => {
    const own = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const others = await seedResponse(t.database.db, form, org.guid, otherGuest.guid);
    const read = (responseGuid: string, token: string) =>
      t.request({
        method: 'GET',
        url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
        token,
      });
    expect((await read(own, tokens.guest!)).statusCode).toBe(200);
    expect((await read(others, tokens.guest!)).statusCode).toBe(404);
    expect((await answersApi(t, form, own, tokens.guest!).submit('fullName', 'Gus')).statusCode).toBe(200);
    const write = await answersApi(t, form, others, tokens.guest!).submit('fullName', 'Not mine');
    expect(write.statusCode).toBe(404);
    expect((await answersApi(t, form, others, tokens.guest!).get('fullName')).statusCode).toBe(404);
    expect((await setStatus(form, others, 'Draft', tokens.guest!)).statusCode).toBe(404);
    // A member of the organisation still reaches every response.
    expect((await read(others, tokens.member!)).statusCode).toBe(200);
    expect(await answersApi(t, form, others, tokens.member!).valueOf('fullName')).toBeNull();
  });
});

describe('status moves', () => {
  it('refuses Ready for submission and Submitted while required questions are unanswered, naming them', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, tokens.guest!);
    const early = await setStatus(form, responseGuid, 'ReadyForSubmission', tokens.guest!);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('These required questions are unanswered: fullName, age.');
    expect((await setStatus(form, responseGuid, 'Submitted', tokens.member!)).statusCode).toBe(400);
    expect(await statusOf(responseGuid)).toBe('Draft');

    expect((await api.submit('fullName', 'Gus')).statusCode).toBe(200);
    const still = await setStatus(form, responseGuid, 'ReadyForSubmission', tokens.guest!);
    expect(still.json().detail).toBe('These required questions are unanswered: age.');
    expect((await api.submit('age', 40)).statusCode).toBe(200);
    expect((await setStatus(form, responseGuid, 'ReadyForSubmission', tokens.guest!)).statusCode).toBe(200);
    expect((await setStatus(form, responseGuid, 'Submitted', tokens.guest!)).statusCode).toBe(200);
    expect(await statusOf(responseGuid)).toBe('Submitted');
  });

  it('never goes back to Not Sent, and only a member reopens a submitted response', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const notSent = await setStatus(form, responseGuid, 'NotSent', tokens.member!);
    expect(notSent.statusCode).toBe(400);
    expect(notSent.json().detail).toBe('A response that has been sent cannot go back to Not Sent.');
    const api = answersApi(t, form, responseGuid, tokens.guest!);
    await api.submit('fullName', 'Gus');
    await api.submit('age', 40);
    expect((await setStatus(form, responseGuid, 'Submitted', tokens.guest!)).statusCode).toBe(200);
    const reopen = await setStatus(form, responseGuid, 'Draft', tokens.guest!);
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().detail).toBe('This response has been submitted and cannot be changed.');
    // Moving it back is what a review or stamp of the form does, or a setup override: no plain member jumps back.
    const memberReopen = await setStatus(form, responseGuid, 'Draft', tokens.member!);
    expect(memberReopen.statusCode).toBe(400);
    expect(memberReopen.json().detail).toBe(
      'Only setup staff may move this response back to Draft; no review or stamp of the form does.',
    );
    expect(await statusOf(responseGuid)).toBe('Submitted');
    expect((await setStatus(form, responseGuid, 'Draft', tokens.setup!)).statusCode).toBe(200);
    expect(await statusOf(responseGuid)).toBe('Draft');
  });
});

describe('after review (spec 4.3)', () => {
  it('returns a response Ready for submission to the back status when a required answer is cleared', async () => {
    for (const [target, back] of [
      [form, 'Draft'],
      [reviewed, 'New'],
    ] as const) {
      const responseGuid = await seedResponse(t.database.db, target, org.guid, guest.guid);
      const api = answersApi(t, target, responseGuid, tokens.guest!);
      await api.submit('fullName', 'Gus');
      await api.submit('age', 40);
      expect((await setStatus(target, responseGuid, 'ReadyForSubmission', tokens.guest!)).statusCode).toBe(
        200,
      );
      // An optional answer changes nothing.
      expect((await api.submit('nickname', 'G')).statusCode).toBe(200);
      expect(await statusOf(responseGuid)).toBe('ReadyForSubmission');
      expect((await api.remove('age')).statusCode).toBe(204);
      expect(await statusOf(responseGuid)).toBe(back);
    }
  });
});
