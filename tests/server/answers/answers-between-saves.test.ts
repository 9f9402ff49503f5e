import { and, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../src/server/db/tables/forms.ts';
import type { TestApp } from '../../support/test-app.ts';
import type { TestDatabase } from '../../support/test-database.ts';
import { startTwoInstances, type TwoInstances } from '../../support/two-instances.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { EMPTY, answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// An instance keeps the answers of the responses it saves between saves, and asks the database for them
// again only when they changed (src/server/answers/committed-answers.ts). Whoever changed them in between
// (another instance, a script, a form change, a save that failed), each save must judge and record its
// change against the answers as committed.

let instances: TwoInstances;
let database: TestDatabase;
let first: TestApp;
let second: TestApp;
let org: SeededOrg;
let form: SeededForm;
let token: string;
const a = crypto.randomUUID();
const b = crypto.randomUUID();

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ database, first, second } = instances);
  org = await first.seedOrg();
  form = await seedForm(database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'name' },
    { type: 'SimpleText', questionCode: 'note' },
    { type: 'Number', questionCode: 'a', guid: a },
    { type: 'Number', questionCode: 'b', guid: b },
    {
      type: 'Number',
      questionCode: 'total',
      events: [{ eventType: 'SumTo', trigger: 'OnSave', formElementGuidsToSum: [a, b] }],
    },
  ]);
  const person = await first.seedAccount({ roles: { [org.guid]: ['Member'] } });
  token = await first.tokenFor(person);
});
afterAll(() => instances?.close());

async function newResponse() {
  const responseGuid = await seedResponse(database.db, form, org.guid);
  return {
    responseGuid,
    onFirst: answersApi(first, form, responseGuid, token),
    onSecond: answersApi(second, form, responseGuid, token),
  };
}

const changesOf = async (responseGuid: string, code: string) =>
  (await historyOf(database.db, responseGuid))
    .filter((change) => change.formElementGuid === form.el[code])
    .map((change) => [change.oldValue, change.newValue]);

async function setDirectly(responseGuid: string, code: string, value: unknown) {
  await database.db
    .update(answers)
    .set({ answerValue: value })
    .where(
      and(
        eq(answers.formResponseGuid, responseGuid),
        eq(answers.formElementGuid, form.el[code]!),
        eq(answers.repeatableGroupGuid, EMPTY),
      ),
    );
}

describe('a save after someone else changed the response', () => {
  it('records the other instance’s value as the one it replaced', async () => {
    const { responseGuid, onFirst, onSecond } = await newResponse();
    expect((await onFirst.submit('name', 'One')).statusCode).toBe(200);
    expect((await onSecond.submit('name', 'Two')).statusCode).toBe(200);
    expect((await onFirst.submit('name', 'Three')).statusCode).toBe(200);
    expect(await changesOf(responseGuid, 'name')).toEqual([
      [null, 'One'],
      ['One', 'Two'],
      ['Two', 'Three'],
    ]);
  });

  it('stores a value it saved before when the other instance changed it since', async () => {
    const { responseGuid, onFirst, onSecond } = await newResponse();
    expect((await onFirst.submit('name', 'Same')).statusCode).toBe(200);
    expect((await onSecond.submit('name', 'Other')).statusCode).toBe(200);
    expect((await onFirst.submit('name', 'Same')).statusCode).toBe(200);
    expect(await onSecond.valueOf('name')).toBe('Same');
    expect((await changesOf(responseGuid, 'name')).at(-1)).toEqual(['Other', 'Same']);
  });

  it('sums what a script wrote into the database, not what the instance saw before', async () => {
    const { responseGuid, onFirst } = await newResponse();
    expect((await onFirst.submit('a', 2)).statusCode).toBe(200);
    expect((await onFirst.submit('b', 3)).statusCode).toBe(200);
    expect(await onFirst.valueOf('total')).toBe(5);
    await setDirectly(responseGuid, 'b', 30);
    expect((await onFirst.submit('a', 4)).statusCode).toBe(200);
    expect(await onFirst.valueOf('total')).toBe(34);
  });

  it('stores again an answer a script removed, as a new answer', async () => {
    const { responseGuid, onFirst } = await newResponse();
    expect((await onFirst.submit('note', 'Kept')).statusCode).toBe(200);
    await database.db
      .delete(answers)
      .where(and(eq(answers.formResponseGuid, responseGuid), eq(answers.formElementGuid, form.el.note!)));
    expect((await onFirst.submit('note', 'Kept')).statusCode).toBe(200);
    expect(await onFirst.valueOf('note')).toBe('Kept');
    expect(await changesOf(responseGuid, 'note')).toEqual([
      [null, 'Kept'],
      [null, 'Kept'],
    ]);
  });

  it('does not count a refused save’s value as stored', async () => {
    const { responseGuid, onFirst } = await newResponse();
    expect((await onFirst.submit('a', 1)).statusCode).toBe(200);
    expect((await onFirst.submit('a', 'not a number')).statusCode).toBe(400);
    expect((await onFirst.submit('a', 1)).statusCode).toBe(200);
    expect((await onFirst.submit('a', 7)).statusCode).toBe(200);
    expect(await changesOf(responseGuid, 'a')).toEqual([
      [null, 1],
      [1, 7],
    ]);
  });
});

describe('saves from two instances at the same time', () => {
  it('each records the value it replaced, whichever instance wrote it', async () => {
    const { responseGuid, onFirst, onSecond } = await newResponse();
    const values = Array.from({ length: 24 }, (_, index) => `v${index}`);
    const replies = await Promise.all(
      values.map((value, index) => (index % 2 ? onFirst : onSecond).submit('name', value)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(values.map(() => 200));
    const changes = await changesOf(responseGuid, 'name');
    expect(changes).toHaveLength(values.length);
    // Each change replaced the one committed before it: the values chain from null to the stored one.
    for (let index = 0; index < changes.length; index += 1)
      expect(changes[index]![0]).toBe(index === 0 ? null : changes[index - 1]![1]);
    expect(await onFirst.valueOf('name')).toBe(changes.at(-1)![1]);
  });
});
