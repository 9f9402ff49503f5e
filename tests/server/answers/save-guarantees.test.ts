import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAccountOrgRoles } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// What a save promises beside its value: the response's access checked at every save, on the row the
// save holds; nothing written by a refused or failed save; nothing acknowledged that was not committed.

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
const total = crypto.randomUUID();

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  const a = crypto.randomUUID();
  const b = crypto.randomUUID();
  form = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'name' },
    { type: 'Number', questionCode: 'a', guid: a },
    { type: 'Number', questionCode: 'b', guid: b },
    {
      type: 'Number',
      questionCode: 'total',
      guid: total,
      events: [{ eventType: 'SumTo', trigger: 'OnSave', formElementGuidsToSum: [a, b] }],
    },
  ]);
});
afterAll(() => t?.close());

async function member(
  roles: ('Member' | 'Guest')[] = ['Member'],
): Promise<SeededAccount & { token: string }> {
  const person = await t.seedAccount({ roles: { [org.guid]: roles } });
  return { ...person, token: await t.tokenFor(person) };
}

describe('a save checks access on the response it holds', () => {
  it('refuses the next save of someone whose access was taken away, with the same token, and writes nothing', async () => {
    const person = await member();
    const responseGuid = await seedResponse(t.database.db, form, org.guid, person.guid);
    const api = answersApi(t, form, responseGuid, person.token);
    expect((await api.submit('name', 'Before')).statusCode).toBe(200);

    await t.database.db
      .delete(loginAccountOrgRoles)
      .where(
        and(
          eq(loginAccountOrgRoles.loginAccountGuid, person.guid),
          eq(loginAccountOrgRoles.orgGuid, org.guid),
        ),
      );
    const refused = await api.submit('name', 'After');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail ?? refused.json().title).toMatch(/Form response not found/);
    const removed = await api.remove('name');
    expect(removed.statusCode).toBe(404);

    const history = await historyOf(t.database.db, responseGuid);
    expect(history.map((change) => change.newValue)).toEqual(['Before']);
    const admin = await member();
    expect(await answersApi(t, form, responseGuid, admin.token).valueOf('name')).toBe('Before');
  });

  it('refuses a Guest another person’s response, a response under another form and one that does not exist', async () => {
    const owner = await member();
    const guest = await member(['Guest']);
    const responseGuid = await seedResponse(t.database.db, form, org.guid, owner.guid);
    expect((await answersApi(t, form, responseGuid, guest.token).submit('name', 'Guest')).statusCode).toBe(
      404,
    );

    const otherForm = await seedForm(t.database.db, org.guid, [{ type: 'SimpleText', questionCode: 'name' }]);
    const underOtherForm = answersApi(t, { ...otherForm, el: form.el }, responseGuid, owner.token);
    expect((await underOtherForm.submit('name', 'Elsewhere')).statusCode).toBe(404);

    const missing = answersApi(t, form, crypto.randomUUID(), owner.token);
    expect((await missing.submit('name', 'Nobody')).statusCode).toBe(404);

    expect(await historyOf(t.database.db, responseGuid)).toEqual([]);
  });

  it('refuses a member of another organisation as if the response did not exist', async () => {
    const owner = await member();
    const responseGuid = await seedResponse(t.database.db, form, org.guid, owner.guid);
    const elsewhere = await t.seedOrg();
    const stranger = await t.seedAccount({ roles: { [elsewhere.guid]: ['Member'] } });
    const api = answersApi(t, form, responseGuid, await t.tokenFor(stranger));
    const refused = await api.submit('name', 'Stranger');
    expect(refused.statusCode).toBe(404);
    expect(JSON.stringify(refused.json())).not.toContain('Stranger');
    expect(await historyOf(t.database.db, responseGuid)).toEqual([]);
  });
});

describe('a failed save rolls back', () => {
  it('keeps neither the answer nor its history when a later write of the same save fails, and says so', async () => {
    const person = await member();
    const responseGuid = await seedResponse(t.database.db, form, org.guid, person.guid);
    const api = answersApi(t, form, responseGuid, person.token);
    expect((await api.submit('a', 2)).statusCode).toBe(200);
    // The computed total is the save's second write; the database refuses it for this response only.
    await t.database.exec(`
      create function refuse_total() returns trigger language plpgsql as $$
      begin
        if new.form_response_guid = '${responseGuid}' and new.form_element_guid = '${total}' then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`);
    await t.database.exec(
      'create trigger refuse_total before insert or update on answers for each row execute function refuse_total()',
    );
    try {
      const failed = await api.submit('b', 3);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(await api.valueOf('b')).toBeNull();
      expect(await api.valueOf('total')).toBe(2);
      const history = await historyOf(t.database.db, responseGuid);
      expect(history.map((change) => [change.formElementGuid, change.newValue])).toEqual([
        [form.el.a, 2],
        [total, 2],
      ]);
    } finally {
      await t.database.exec('drop trigger refuse_total on answers');
      await t.database.exec('drop function refuse_total()');
    }
    // The connection the failed save used is healthy: the next save lands, with its computed total.
    expect((await api.submit('b', 3)).statusCode).toBe(200);
    expect(await api.valueOf('total')).toBe(5);
  });
});

describe('a save whose only statement fails', () => {
  // A save with nothing to recompute sends its answer statement last, with COMMIT right behind it.
  async function refusingName(
    responseGuid: string,
    when: 'at once' | 'at commit',
    run: () => Promise<void>,
  ): Promise<void> {
    await t.database.exec(`
      create function refuse_name() returns trigger language plpgsql as $$
      begin
        if new.form_response_guid = '${responseGuid}' and new.form_element_guid = '${form.el.name}' then
          raise exception 'refused for the test';
        end if;
        return new;
      end $$`);
    await t.database.exec(
      when === 'at once'
        ? 'create trigger refuse_name before insert or update on answers for each row execute function refuse_name()'
        : 'create constraint trigger refuse_name after insert or update on answers deferrable initially deferred for each row execute function refuse_name()',
    );
    try {
      await run();
    } finally {
      await t.database.exec('drop trigger refuse_name on answers');
      await t.database.exec('drop function refuse_name()');
    }
  }

  for (const when of ['at once', 'at commit'] as const) {
    it(`answers with an error and keeps neither the answer nor its history when the database refuses it ${when}`, async () => {
      const person = await member();
      const responseGuid = await seedResponse(t.database.db, form, org.guid, person.guid);
      const api = answersApi(t, form, responseGuid, person.token);
      expect((await api.submit('name', 'Kept')).statusCode).toBe(200);
      await refusingName(responseGuid, when, async () => {
        expect((await api.submit('name', 'Refused')).statusCode).toBeGreaterThanOrEqual(500);
        expect(await api.valueOf('name')).toBe('Kept');
        const history = await historyOf(t.database.db, responseGuid);
        expect(history.map((change) => change.newValue)).toEqual(['Kept']);
      });
      // The connection the failed save used is healthy: the next saves land.
      for (const value of ['After', 'Again']) expect((await api.submit('name', value)).statusCode).toBe(200);
      expect(await api.valueOf('name')).toBe('Again');
    });
  }
});

describe('saves of one response at the same time', () => {
  it('all land, in the order they held the response, each recorded from the value before it', async () => {
    const person = await member();
    const responseGuid = await seedResponse(t.database.db, form, org.guid, person.guid);
    const api = answersApi(t, form, responseGuid, person.token);
    const values = Array.from({ length: 16 }, (_, index) => index + 1);
    const replies = await Promise.all(values.map((value) => api.submit(value % 2 ? 'a' : 'b', value)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(values.map(() => 200));

    const history = await historyOf(t.database.db, responseGuid);
    const of = (guid: string) => history.filter((change) => change.formElementGuid === guid);
    for (const code of ['a', 'b']) {
      const changes = of(form.el[code]!);
      expect(changes).toHaveLength(8);
      changes.slice(1).forEach((change, index) => expect(change.oldValue).toBe(changes[index]!.newValue));
    }
    // Every total in the history is the sum of a and b as they stood when it was computed.
    let a: number | null = null;
    let b: number | null = null;
    for (const change of history) {
      if (change.formElementGuid === form.el.a) a = change.newValue as number;
      else if (change.formElementGuid === form.el.b) b = change.newValue as number;
      else expect(change.newValue).toBe((a ?? 0) + (b ?? 0));
    }
    expect(await api.valueOf('total')).toBe(a! + b!);
    expect([await api.valueOf('a'), await api.valueOf('b')]).toEqual([a, b]);
  });
});
