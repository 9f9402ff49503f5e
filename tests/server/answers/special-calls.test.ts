import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { EMPTY, answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
let alice: SeededAccount;
let bob: SeededAccount;
const tokens: Record<string, string> = {};
const repeaterGuid = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  alice = await t.seedAccount({ name: 'Alice', roles: { [org.guid]: ['Member'] } });
  bob = await t.seedAccount({ name: 'Bob', roles: { [org.guid]: ['Guest'] } });
  tokens.alice = await t.tokenFor(alice);
  tokens.bob = await t.tokenFor(bob);
  form = await seedForm(t.database.db, org.guid, [
    { type: 'Repeater', questionCode: 'people', guid: repeaterGuid },
    { type: 'SimpleText', questionCode: 'personName', parentGuid: repeaterGuid },
    { type: 'Discussion', questionCode: 'talk' },
  ]);
});
afterAll(() => t?.close());

describe('repeater rows', () => {
  it('creates rows, answers inside them, and deletes a row with its answers', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, bob.guid);
    const api = answersApi(t, form, responseGuid, tokens.alice!);
    const created = await t.request({
      method: 'POST',
      url: `${api.base}/${repeaterGuid}/CreateRepeaterAnswer?orgGuid=${org.guid}`,
      payload: { count: 2 },
      token: tokens.alice,
    });
    expect(created.statusCode).toBe(200);
    const rows = JSON.parse(created.json()[0].answerValue).repeatableGroupGuids as string[];
    expect(rows).toHaveLength(2);
    expect((await api.submit('personName', 'Ann', rows[0])).statusCode).toBe(200);
    expect((await api.submit('personName', 'Ben', rows[1])).statusCode).toBe(200);
    // A row the repeater does not have is refused.
    expect((await api.submit('personName', 'Cid', crypto.randomUUID())).statusCode).toBe(404);

    const deleted = await t.request({
      method: 'DELETE',
      url: `${api.base}/${repeaterGuid}/${rows[0]}/DeleteRepeaterAnswer`,
      token: tokens.alice,
    });
    expect(deleted.statusCode).toBe(200);
    const answers = deleted.json() as {
      formElementGuid: string;
      repeatableGroupGuid: string;
      answerValue: string;
    }[];
    expect(answers.find((answer) => answer.formElementGuid === repeaterGuid)!.answerValue).toBe(
      JSON.stringify({ repeatableGroupGuids: [rows[1]] }),
    );
    expect(
      answers
        .filter((answer) => answer.formElementGuid === form.el.personName)
        .map((answer) => answer.repeatableGroupGuid),
    ).toEqual([rows[1]]);
    const removal = (await historyOf(t.database.db, responseGuid)).find(
      (row) => row.repeatableGroupGuid === rows[0] && row.newValue === null,
    );
    expect(removal).toMatchObject({ oldValue: 'Ann' });
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `${api.base}/${repeaterGuid}/${rows[0]}/DeleteRepeaterAnswer`,
          token: tokens.alice,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('discussion', () => {
  const post = (responseGuid: string, token: string, body: object) =>
    t.request({
      method: 'POST',
      url: `/api/mwforms/${form.guid}/responses/${responseGuid}/answers/${form.el.talk}/${EMPTY}/SubmitDiscussionAnswer`,
      payload: body,
      token,
    });

  it('adds comments and replies in the caller’s name and lets only the author edit', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, bob.guid);
    const first = await post(responseGuid, tokens.alice!, {
      id: null,
      text: 'Exit sign is out',
      replyTo: null,
    });
    expect(first.statusCode).toBe(200);
    const [comment] = first.json();
    expect(comment).toMatchObject({
      authorName: 'Alice',
      authorGuid: alice.guid,
      text: 'Exit sign is out',
      editedAt: null,
      replies: [],
    });
    const reply = await post(responseGuid, tokens.bob!, { id: null, text: 'Fixed', replyTo: comment.id });
    expect(reply.json()[0].replies[0]).toMatchObject({ authorName: 'Bob', text: 'Fixed' });

    const hijack = await post(responseGuid, tokens.bob!, {
      id: comment.id,
      text: 'Never mind',
      replyTo: null,
    });
    expect(hijack.statusCode).toBe(403);
    const edited = await post(responseGuid, tokens.alice!, {
      id: comment.id,
      text: 'East exit sign is out',
      replyTo: null,
    });
    expect(edited.json()[0]).toMatchObject({ text: 'East exit sign is out', editedAt: expect.any(String) });
  });

  it('refuses a blank comment and replies deeper than 5', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, bob.guid);
    const blank = await post(responseGuid, tokens.alice!, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      detail: 'Comment cannot be empty',
      errors: { answerValue: ['Comment cannot be empty'] },
    });
    let parent = (await post(responseGuid, tokens.alice!, { text: 'depth 0' })).json()[0];
    for (let depth = 1; depth <= 5; depth++) {
      const list = (
        await post(responseGuid, tokens.alice!, { text: `depth ${depth}`, replyTo: parent.id })
      ).json();
      let node = list[0];
      while (node.replies?.length) node = node.replies[0];
      expect(node.text).toBe(`depth ${depth}`);
      parent = node;
    }
    const tooDeep = await post(responseGuid, tokens.alice!, { text: 'depth 6', replyTo: parent.id });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().detail).toBe('Replies are allowed only 5 levels deep.');
  });
});
