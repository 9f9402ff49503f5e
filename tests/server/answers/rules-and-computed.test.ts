import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
let token: string;
const ids = {
  trigger: crypto.randomUUID(),
  secret: crypto.randomUUID(),
  lockedByRule: crypto.randomUUID(),
  a: crypto.randomUUID(),
  b: crypto.randomUUID(),
};
const condition = (type: string, answerValue?: string) => ({
  guid: crypto.randomUUID(),
  conditionType: 'FormElementBased',
  type,
  questionGuid: ids.trigger,
  ...(answerValue ? { answerValue } : {}),
});

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  const member = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
  token = await t.tokenFor(member);
  form = await seedForm(
    t.database.db,
    org.guid,
    [
      {
        type: 'RadioButtons',
        questionCode: 'trigger',
        guid: ids.trigger,
        properties: {
          radioButtonOptions: [
            { value: 'hide', label: 'Hide' },
            { value: 'lock', label: 'Lock' },
            { value: 'none', label: 'None' },
          ],
        },
      },
      { type: 'SimpleText', questionCode: 'secret', guid: ids.secret },
      { type: 'SimpleText', questionCode: 'lockedByRule', guid: ids.lockedByRule },
      { type: 'SimpleText', questionCode: 'readOnly', properties: { isReadOnly: true } },
      { type: 'SimpleText', questionCode: 'archived', isArchived: true },
      { type: 'Number', questionCode: 'a', guid: ids.a },
      { type: 'Number', questionCode: 'b', guid: ids.b },
      {
        type: 'Number',
        questionCode: 'total',
        events: [{ eventType: 'SumTo', trigger: 'OnSave', formElementGuidsToSum: [ids.a, ids.b] }],
      },
    ],
    [
      {
        guid: crypto.randomUUID(),
        elementGuid: ids.secret,
        ruleType: 'Hidden',
        conditions: [condition('Equals', 'hide')],
      },
      {
        guid: crypto.randomUUID(),
        elementGuid: ids.lockedByRule,
        ruleType: 'ReadOnly',
        conditions: [condition('Equals', 'lock')],
      },
    ],
  );
});
afterAll(() => t?.close());

describe('the enforcement pipeline', () => {
  it('refuses a write to an element hidden by a rule, and allows it once the rule no longer holds', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const api = answersApi(t, form, responseGuid, token);
    await api.submit('trigger', 'hide');
    const refused = await api.submit('secret', 'psst');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'This question is hidden and cannot be answered.',
      errors: { answerValue: ['This question is hidden and cannot be answered.'] },
    });
    expect((await api.get('secret')).json()).toMatchObject({ answerValue: null, isHidden: true });
    await api.submit('trigger', 'none');
    expect((await api.submit('secret', 'psst')).statusCode).toBe(200);
  });

  it('refuses writes to elements read-only by a rule or by their own setting, and to archived elements', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const api = answersApi(t, form, responseGuid, token);
    await api.submit('trigger', 'lock');
    const before = await historyOf(t.database.db, responseGuid);
    for (const [code, message] of [
      ['lockedByRule', 'This question is read-only.'],
      ['readOnly', 'This question is read-only.'],
      ['archived', 'This question is archived and cannot be answered.'],
    ]) {
      const refused = await api.submit(code!, 'text');
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().detail, code).toBe(message);
      expect((await api.remove(code!)).statusCode, code).toBe(400);
    }
    expect(await historyOf(t.database.db, responseGuid)).toEqual(before);
  });

  it('writes the sum-to target after a save, with history, and clears it when the sources are gone', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const api = answersApi(t, form, responseGuid, token);
    await api.submit('a', 2);
    expect(await api.valueOf('total')).toBe(2);
    await api.submit('b', 3);
    expect(await api.valueOf('total')).toBe(5);
    await api.remove('a');
    await api.remove('b');
    expect(await api.valueOf('total')).toBeNull();
    const totals = (await historyOf(t.database.db, responseGuid)).filter(
      (row) => row.formElementGuid === form.el.total,
    );
    expect(totals.map((row) => row.newValue)).toEqual([2, 5, 3, null]);
  });
});
