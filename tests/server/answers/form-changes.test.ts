import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions, formElements } from '../../../src/server/db/tables/forms.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { answersApi, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// Saves are judged against the form as it is now, however it was changed: the server keeps forms
// assembled between saves, and any change to a form or its elements must reach the next save.

let t: TestApp;
let form: SeededForm;
let api: ReturnType<typeof answersApi>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const org = await t.seedOrg();
  const member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  form = await seedForm(t.database.db, org.guid, [
    { type: 'Number', questionCode: 'count' },
    { type: 'SimpleText', questionCode: 'note' },
  ]);
  const responseGuid = await seedResponse(t.database.db, form, org.guid, member.guid);
  api = answersApi(t, form, responseGuid, await t.tokenFor(member));
});
afterAll(() => t?.close());

const elementRow = async (code: string) =>
  (await t.database.db.select().from(formElements).where(eq(formElements.guid, form.el[code]!)))[0]!;

describe('a save after the form changed', () => {
  it('follows a new limit on a question', async () => {
    expect((await api.submit('count', 500)).statusCode).toBe(200);
    const row = await elementRow('count');
    const element = row.element as { properties: Record<string, unknown> };
    await t.database.db
      .update(formElements)
      .set({ element: { ...element, properties: { ...element.properties, max: 100 } } })
      .where(eq(formElements.guid, row.guid));
    const refused = await api.submit('count', 250);
    expect(refused.statusCode).toBe(400);
    expect((await api.submit('count', 50)).statusCode).toBe(200);
  });

  it('follows a rule added to the form, and an element removed from it', async () => {
    expect((await api.submit('note', 'first')).statusCode).toBe(200);
    await t.database.db.delete(formElements).where(eq(formElements.guid, form.el.note!));
    const gone = await api.submit('note', 'second');
    expect(gone.statusCode).toBe(404);

    const readOnly = {
      guid: crypto.randomUUID(),
      ruleType: 'ReadOnly',
      elementGuid: form.el.count,
      conditions: [
        {
          guid: crypto.randomUUID(),
          conditionType: 'FormElementBased',
          type: 'HasAnyValue',
          questionGuid: form.el.count,
        },
      ],
    };
    await t.database.db
      .update(formDefinitions)
      .set({ rules: [readOnly] })
      .where(eq(formDefinitions.guid, form.guid));
    const locked = await api.submit('count', 60);
    expect(locked.statusCode).toBe(400);
  });
});
