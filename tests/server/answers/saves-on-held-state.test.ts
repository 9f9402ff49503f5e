import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formElements, formResponses } from '../../../src/server/db/tables/forms.ts';
import { sessionRoleMasks } from '../../../src/server/db/tables/session-masks.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// A person's save after a save of theirs is judged on what this instance held from the first one and sent in
// one round trip, written only when the database finds nothing it was judged by changed
// (src/server/answers/save-on-held-state.ts). Each test changes one of those things between two saves, as
// a script, an administrator or another screen would, and expects what a save judged under the lock does.

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  form = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'name' },
    { type: 'SimpleText', questionCode: 'note' },
  ]);
});
afterAll(() => t?.close());

async function person(role: 'Member' | 'Guest' = 'Member'): Promise<SeededAccount & { token: string }> {
  const account = await t.seedAccount({ roles: { [org.guid]: [role] } });
  return { ...account, token: await t.tokenFor(account) };
}

/** A response made for the person, with one answer saved by them (so the instance holds its state). */
async function savedOnce(owner: SeededAccount & { token: string }) {
  const responseGuid = await seedResponse(t.database.db, form, org.guid, owner.guid);
  const api = answersApi(t, form, responseGuid, owner.token);
  // A person's first call claims their account; the saves after it read them with the response's lock.
  expect(await api.valueOf('name')).toBeNull();
  expect((await api.submit('name', 'First')).statusCode).toBe(200);
  return { responseGuid, api };
}

const newValues = async (responseGuid: string) =>
  (await historyOf(t.database.db, responseGuid)).map((change) => change.newValue);

describe('a save after what it is judged by changed', () => {
  it('refuses a Guest whose response was given to someone else, and writes nothing', async () => {
    const guest = await person('Guest');
    const { responseGuid, api } = await savedOnce(guest);
    const other = await person('Guest');
    await t.database.db
      .update(formResponses)
      .set({ userGuid: other.guid })
      .where(eq(formResponses.guid, responseGuid));

    const refused = await api.submit('name', 'Second');
    expect(refused.statusCode).toBe(404);
    expect(await newValues(responseGuid)).toEqual(['First']);
  });

  it('refuses an answer its element was made read-only for since, and writes nothing', async () => {
    const owner = await person();
    const { responseGuid, api } = await savedOnce(owner);
    await t.database.db
      .update(formElements)
      .set({
        element: sql`jsonb_set(${formElements.element}, '{properties,isReadOnly}', 'true')`,
      })
      .where(eq(formElements.guid, form.el.note!));
    try {
      const refused = await api.submit('note', 'Not allowed');
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toMatch(/read-only/i);
      expect(await newValues(responseGuid)).toEqual(['First']);
    } finally {
      await t.database.db
        .update(formElements)
        .set({ element: sql`${formElements.element} #- '{properties,isReadOnly}'` })
        .where(eq(formElements.guid, form.el.note!));
    }
    expect((await api.submit('note', 'Allowed again')).statusCode).toBe(200);
    expect(await newValues(responseGuid)).toEqual(['First', 'Allowed again']);
  });

  it('refuses a person who has since hidden their role in the organisation from themselves', async () => {
    const owner = await person();
    const { responseGuid } = await savedOnce(owner);
    const colleague = await person();
    const api = answersApi(t, form, responseGuid, colleague.token);
    expect(await api.valueOf('note')).toBeNull();
    expect((await api.submit('note', 'As a member')).statusCode).toBe(200);
    await t.database.db.insert(sessionRoleMasks).values({
      loginAccountGuid: colleague.guid,
      mask: { superAdmin: false, orgs: { [org.guid]: { roles: ['Member'], groupGuids: [] } } },
    });

    const refused = await api.submit('note', 'Role hidden');
    expect(refused.statusCode).toBe(404);
    expect(await newValues(responseGuid)).toEqual(['First', 'As a member']);
  });

  it('answers a response deleted since as not found', async () => {
    const owner = await person();
    const { responseGuid, api } = await savedOnce(owner);
    await t.database.db.delete(formResponses).where(eq(formResponses.guid, responseGuid));

    const refused = await api.submit('name', 'Second');
    expect(refused.statusCode).toBe(404);
    expect(await newValues(responseGuid)).toEqual(['First']);
  });

  it('records the value another person saved in between as the one it replaced', async () => {
    const owner = await person();
    const { responseGuid, api } = await savedOnce(owner);
    const colleague = await person();
    expect(
      (await answersApi(t, form, responseGuid, colleague.token).submit('name', 'Colleague')).statusCode,
    ).toBe(200);

    expect((await api.submit('name', 'Third')).statusCode).toBe(200);
    const changes = (await historyOf(t.database.db, responseGuid)).map((change) => [
      change.oldValue,
      change.newValue,
      change.changedByLoginAccountGuid,
    ]);
    expect(changes).toEqual([
      [null, 'First', owner.guid],
      ['First', 'Colleague', colleague.guid],
      ['Colleague', 'Third', owner.guid],
    ]);
  });

  it('keeps saving one answer after another of the same person, each replacing the one before', async () => {
    const owner = await person();
    const { responseGuid, api } = await savedOnce(owner);
    for (const value of ['b', 'c', 'd']) expect((await api.submit('name', value)).statusCode).toBe(200);
    expect((await api.submit('note', 'n')).statusCode).toBe(200);
    const changes = (await historyOf(t.database.db, responseGuid)).map((change) => [
      change.oldValue,
      change.newValue,
    ]);
    expect(changes).toEqual([
      [null, 'First'],
      ['First', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      [null, 'n'],
    ]);
    expect(await api.valueOf('name')).toBe('d');
  });
});
