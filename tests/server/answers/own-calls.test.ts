import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { EMPTY, answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// Discussion, Repeater, FileUpload and NameStamp answers change only through their own calls, each with
// its own rules; SubmitAnswer and DeleteAnswer on them are refused and change nothing (issue 7, 3 and 4).

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
let member: SeededAccount;
let guest: SeededAccount;
const tokens: Record<string, string> = {};
const repeaterGuid = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  member = await t.seedAccount({ name: 'Mia', roles: { [org.guid]: ['Member'] } });
  guest = await t.seedAccount({ name: 'Gus', roles: { [org.guid]: ['Guest'] } });
  tokens.member = await t.tokenFor(member);
  tokens.guest = await t.tokenFor(guest);
  form = await seedForm(t.database.db, org.guid, [
    { type: 'Repeater', questionCode: 'people', guid: repeaterGuid },
    { type: 'SimpleText', questionCode: 'personName', parentGuid: repeaterGuid },
    { type: 'Discussion', questionCode: 'talk' },
    { type: 'FileUpload', questionCode: 'photos', properties: { maxFiles: 2 } },
    { type: 'NameStamp', questionCode: 'approval' },
  ]);
});
afterAll(() => t?.close());

/** A response made for the guest, holding a comment by the member, two repeater rows and a stamp. */
async function filledResponse() {
  const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
  const api = answersApi(t, form, responseGuid, tokens.guest!);
  const comment = await t.request({
    method: 'POST',
    url: `${api.base}/${form.el.talk}/${EMPTY}/SubmitDiscussionAnswer`,
    payload: { text: 'Please check the totals.' },
    token: tokens.member,
  });
  expect(comment.statusCode).toBe(200);
  const rows = await t.request({
    method: 'POST',
    url: `${api.base}/${repeaterGuid}/CreateRepeaterAnswer?orgGuid=${org.guid}`,
    payload: { count: 2 },
    token: tokens.member,
  });
  expect(rows.statusCode).toBe(200);
  const rowGuids = JSON.parse(
    (rows.json() as { formElementGuid: string; answerValue: string }[]).find(
      (answer) => answer.formElementGuid === repeaterGuid,
    )!.answerValue,
  ).repeatableGroupGuids as string[];
  expect((await api.submit('personName', 'Ann', rowGuids[0])).statusCode).toBe(200);
  const stamp = await t.request({
    method: 'PUT',
    url: `/api/responses/${responseGuid}/namestamp/${form.el.approval}`,
    token: tokens.member,
  });
  expect(stamp.statusCode).toBe(200);
  return { responseGuid, api };
}

async function unchanged(responseGuid: string, check: () => Promise<void>) {
  const before = await t.request({
    method: 'GET',
    url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
    token: tokens.member,
  });
  const historyBefore = (await historyOf(t.database.db, responseGuid)).length;
  await check();
  const after = await t.request({
    method: 'GET',
    url: `/api/mwforms/${form.guid}/${org.guid}/${responseGuid}/GetResponse`,
    token: tokens.member,
  });
  expect(after.json().answers).toEqual(before.json().answers);
  expect((await historyOf(t.database.db, responseGuid)).length).toBe(historyBefore);
}

describe('answers that change only through their own calls', () => {
  it('refuses a Guest’s SubmitAnswer [] and DeleteAnswer on a discussion', async () => {
    const { responseGuid, api } = await filledResponse();
    await unchanged(responseGuid, async () => {
      const wiped = await api.submit('talk', []);
      expect(wiped.statusCode).toBe(400);
      expect(wiped.json().detail).toBe(
        'Discussion answers change only through their own calls, not SubmitAnswer or DeleteAnswer.',
      );
      const deleted = await api.remove('talk');
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json().detail).toBe(wiped.json().detail);
    });
  });

  it('refuses a Guest’s SubmitAnswer [] and DeleteAnswer on a repeater, keeping its rows and their answers', async () => {
    const { responseGuid, api } = await filledResponse();
    await unchanged(responseGuid, async () => {
      for (const value of [
        [],
        { repeatableGroupGuids: [] },
        { repeatableGroupGuids: [crypto.randomUUID()] },
      ]) {
        const forged = await api.submit('people', value);
        expect(forged.statusCode).toBe(400);
        expect(forged.json().detail).toBe(
          'Repeater answers change only through their own calls, not SubmitAnswer or DeleteAnswer.',
        );
      }
      expect((await api.remove('people')).statusCode).toBe(400);
    });
  });

  it('refuses a forged file list and a DeleteAnswer on a file question', async () => {
    const { responseGuid, api } = await filledResponse();
    const forged = Array.from({ length: 5 }, (_, index) => ({
      fileName: `payload-${index}.exe`,
      fileGuid: crypto.randomUUID(),
    }));
    await unchanged(responseGuid, async () => {
      const stored = await api.submit('photos', forged);
      expect(stored.statusCode).toBe(400);
      expect(stored.json().detail).toBe(
        'File Upload answers change only through their own calls, not SubmitAnswer or DeleteAnswer.',
      );
      expect((await api.submit('photos', forged.slice(0, 1))).statusCode).toBe(400);
      expect((await api.remove('photos')).statusCode).toBe(400);
    });
    expect(await api.valueOf('photos')).toBeNull();
  });

  it('refuses forged stamps and removing stamps through DeleteAnswer', async () => {
    const { responseGuid, api } = await filledResponse();
    await unchanged(responseGuid, async () => {
      const forged = await api.submit('approval', []);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().detail).toBe(
        'Name Stamp answers change only through their own calls, not SubmitAnswer or DeleteAnswer.',
      );
      expect((await api.remove('approval')).statusCode).toBe(400);
    });
  });
});
