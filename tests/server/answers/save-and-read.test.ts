import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

let t: TestApp;
let org: SeededOrg;
let guest: SeededAccount;
let form: SeededForm;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  token = await t.tokenFor(guest);
  form = await seedForm(t.database.db, org.guid, [
    { type: 'SimpleText', questionCode: 'name', properties: { maxLength: 10 } },
    { type: 'SimpleText', questionCode: 'email', properties: { validation: true, validationType: 'Email' } },
    { type: 'Number', questionCode: 'age', properties: { min: 0, max: 130 } },
    { type: 'Money', questionCode: 'fee' },
    {
      type: 'Checkboxes',
      questionCode: 'colours',
      properties: {
        checkboxOptions: [
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ],
      },
    },
    { type: 'MailingAddress', questionCode: 'address' },
    {
      type: 'Date',
      questionCode: 'visit',
      properties: { minDateCode: '2020-01-01', maxDateCode: '2030-12-31' },
    },
    { type: 'RichText', questionCode: 'notes' },
    { type: 'Heading', questionCode: 'heading' },
  ]);
});
afterAll(() => t?.close());

describe('SubmitAnswer, GetAnswer, DeleteAnswer', () => {
  it('saves, reads and removes answers of several types, recording every change', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    const values: Record<string, unknown> = {
      name: 'Jordan',
      email: 'jordan@example.com',
      age: 42,
      fee: 12.5,
      colours: ['red', 'blue'],
      address: { streetAddress: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
      visit: '2024-05-02',
    };
    for (const [code, value] of Object.entries(values)) {
      const saved = await api.submit(code, value);
      expect(saved.statusCode, code).toBe(200);
      expect(JSON.parse(saved.json().answerValue)).toEqual(value);
      expect(await api.valueOf(code)).toEqual(value);
    }
    expect((await api.remove('age')).statusCode).toBe(204);
    expect(await api.valueOf('age')).toBeNull();
    // An empty value removes the answer as a delete does.
    expect((await api.submit('name', '')).statusCode).toBe(200);
    expect(await api.valueOf('name')).toBeNull();

    const history = await historyOf(t.database.db, responseGuid);
    expect(history).toHaveLength(9);
    expect(history.at(-2)).toMatchObject({
      formElementGuid: form.el.age,
      oldValue: 42,
      newValue: null,
      changedByLoginAccountGuid: guest.guid,
    });
    expect(history.at(-1)).toMatchObject({
      formElementGuid: form.el.name,
      oldValue: 'Jordan',
      newValue: null,
    });
  });

  it('refuses invalid answers with the spec message and changes nothing', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    await api.submit('age', 30);
    const before = await historyOf(t.database.db, responseGuid);
    const cases: [string, unknown, string][] = [
      ['age', -1, 'Error Saving: Must be greater than or equal to 0'],
      ['age', 131, 'Error Saving: Must be less than or equal to 130'],
      ['fee', -5, 'Error Saving: Must be greater than or equal to 0'],
      ['name', 'far too long a name', 'Maximum 10 characters'],
      ['email', 'not an address', 'Invalid Input'],
      ['colours', ['green'], 'The answer must be one of the question’s options.'],
      ['visit', '2019-12-31', 'The date is outside the allowed range.'],
      [
        'address',
        { streetAddress: '1 Main St', city: '', postalCode: 'K1A 0B1' },
        'An address needs a street, a city and a postal code like A1A 1A1.',
      ],
      ['age', 'forty', 'The answer is not valid: must be number.'],
    ];
    for (const [code, value, message] of cases) {
      const refused = await api.submit(code, value);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json(), code).toEqual({
        title: 'Bad Request',
        detail: message,
        status: 400,
        errors: { answerValue: [message] },
      });
    }
    expect(await api.valueOf('age')).toBe(30);
    expect(await historyOf(t.database.db, responseGuid)).toEqual(before);
  });

  it('sanitises rich text before storing it', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    await api.submit('notes', '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script></p>');
    expect(await api.valueOf('notes')).toBe('<p>Hi <b>there</b></p>');
    // Markup that sanitises to nothing visible is an empty answer.
    await api.submit('notes', '<script>alert(1)</script>');
    expect(await api.valueOf('notes')).toBeNull();
  });

  it('refuses display-only elements, unknown elements and rows outside repeaters', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    expect((await api.submit('heading', 'x')).json().detail).toBe('This element does not take answers.');
    const unknown = await t.request({
      method: 'POST',
      url: `${api.base}/${crypto.randomUUID()}/00000000-0000-0000-0000-000000000000/SubmitAnswer`,
      payload: '"x"',
      headers: { 'content-type': 'application/json' },
      token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Element not found');
    expect((await api.submit('name', 'x', crypto.randomUUID())).statusCode).toBe(400);
  });

  it('answers 401 without a token and 404 to members of another organisation', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const url = `/api/mwforms/${form.guid}/responses/${responseGuid}/answers/${form.el.name}/00000000-0000-0000-0000-000000000000/GetAnswer`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const elsewhere = await t.seedOrg();
    const outsider = await t.seedAccount({ roles: { [elsewhere.guid]: ['Member', 'SetupBasic'] } });
    const outsiderToken = await t.tokenFor(outsider);
    const refused = await t.request({ method: 'GET', url, token: outsiderToken });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe('Form response not found.');
    const write = await answersApi(t, form, responseGuid, outsiderToken).submit('name', 'Mallory');
    expect(write.statusCode).toBe(404);
    expect(await historyOf(t.database.db, responseGuid)).toEqual([]);
    // A super admin passes without a role.
    const admin = await t.seedAccount({ superAdmin: true });
    expect((await t.request({ method: 'GET', url, token: await t.tokenFor(admin) })).statusCode).toBe(200);
  });

  it('records saves of one answer made at the same time one after another, each from the value before it', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    const api = answersApi(t, form, responseGuid, token);
    const names = Array.from({ length: 12 }, (_, index) => `Name ${index}`);
    const saved = await Promise.all(names.map((name) => api.submit('name', name)));
    expect(saved.map((reply) => reply.statusCode)).toEqual(names.map(() => 200));

    // Each save read the answer only once it held the response, so none was lost or recorded twice.
    const history = await historyOf(t.database.db, responseGuid);
    expect(history).toHaveLength(names.length);
    expect(history[0]!.oldValue).toBeNull();
    history.slice(1).forEach((change, index) => expect(change.oldValue).toBe(history[index]!.newValue));
    expect(new Set(history.map((change) => change.newValue))).toEqual(new Set(names));
    expect(await api.valueOf('name')).toBe(history.at(-1)!.newValue);
  });

  it('keeps answer_history append-only even for raw SQL', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
    await answersApi(t, form, responseGuid, token).submit('name', 'Jo');
    await expect(
      t.database.exec(
        `update answer_history set new_value = '"x"' where form_response_guid = '${responseGuid}'`,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.exec(`delete from answer_history where form_response_guid = '${responseGuid}'`),
    ).rejects.toThrow(/append-only/);
    expect(await historyOf(t.database.db, responseGuid)).toHaveLength(1);
  });
});
