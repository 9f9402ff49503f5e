import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { answersApi, historyOf, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';

// The server refuses values the element rules out (issue 7, item 5), with a message and no change, and
// keeps answers in the form the widgets give them (phone formatting, lower-cased URLs).

let t: TestApp;
let org: SeededOrg;
let otherOrg: SeededOrg;
let guest: SeededAccount;
let outsider: SeededAccount;
let token: string;
let form: SeededForm;
const groups: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  otherOrg = await t.seedOrg();
  guest = await t.seedAccount({ roles: { [org.guid]: ['Guest'] } });
  outsider = await t.seedAccount({ roles: { [otherOrg.guid]: ['Member'] } });
  token = await t.tokenFor(guest);
  groups.allowed = (await t.seedGroup({ orgGuid: org.guid })).guid;
  groups.notAllowed = (await t.seedGroup({ orgGuid: org.guid })).guid;
  groups.otherOrg = (await t.seedGroup({ orgGuid: otherOrg.guid })).guid;
  form = await seedForm(t.database.db, org.guid, [
    { type: 'Money', questionCode: 'fee' },
    { type: 'Number', questionCode: 'count', properties: { precision: 0 } },
    { type: 'Number', questionCode: 'ratio', properties: { precision: 2 } },
    { type: 'Date', questionCode: 'day' },
    { type: 'Date', questionCode: 'moment', properties: { enableTime: true } },
    { type: 'MailingAddress', questionCode: 'address' },
    { type: 'MailingAddress', questionCode: 'anywhere', properties: { generic: true } },
    {
      type: 'Entity',
      questionCode: 'person',
      properties: { entityDefinitionGuid: org.entityDefinitionGuid },
    },
    { type: 'Entity', questionCode: 'anyEntity' },
    { type: 'SecurityGroup', questionCode: 'team', properties: { allowedSecurityGroups: [groups.allowed] } },
    { type: 'SecurityGroup', questionCode: 'anyTeam' },
    { type: 'SimpleText', questionCode: 'phone', properties: { validation: true, validationType: 'Phone' } },
    { type: 'SimpleText', questionCode: 'site', properties: { validation: true, validationType: 'URL' } },
  ]);
});
afterAll(() => t?.close());

const address = { streetAddress: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' };

/** Submits the value, expects the refusal with the message, and that nothing was stored or recorded. */
async function expectRefused(code: string, value: unknown, message: string) {
  const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
  const api = answersApi(t, form, responseGuid, token);
  const response = await api.submit(code, value);
  expect(response.statusCode).toBe(400);
  expect(response.json().detail).toBe(message);
  expect(response.json().errors).toEqual({ answerValue: [message] });
  expect(await api.valueOf(code)).toBeNull();
  expect(await historyOf(t.database.db, responseGuid)).toHaveLength(0);
}

async function expectStored(code: string, value: unknown, stored = value) {
  const responseGuid = await seedResponse(t.database.db, form, org.guid, guest.guid);
  const api = answersApi(t, form, responseGuid, token);
  const response = await api.submit(code, value);
  expect(response.statusCode, response.body).toBe(200);
  expect(await api.valueOf(code)).toStrictEqual(stored);
}

describe('values the element rules out', () => {
  it('refuses Money with more than 2 decimals', async () => {
    await expectRefused('fee', 12.345, 'Error Saving: Must have at most 2 decimals');
    await expectStored('fee', 12.34);
  });

  it('refuses a Number with decimals at precision 0, and more decimals than its precision', async () => {
    await expectRefused('count', 12.5, 'Error Saving: Must be a whole number');
    await expectRefused('ratio', 1.125, 'Error Saving: Must have at most 2 decimals');
    await expectStored('count', 12);
    await expectStored('ratio', 1.25);
  });

  it('refuses a date-time on a date-only question and a bare date on a timed one', async () => {
    await expectRefused(
      'day',
      '2024-05-02T10:30:00.000Z',
      'The answer must be a date (YYYY-MM-DD) without a time.',
    );
    await expectRefused('moment', '2024-05-02', 'The answer must be a date with a time.');
    await expectStored('day', '2024-05-02');
    await expectStored('moment', '2024-05-02T10:30:00.000Z');
  });

  it('refuses an address without a province unless the question is generic', async () => {
    const { province: _left, ...withoutProvince } = address;
    await expectRefused('address', withoutProvince, 'An address needs a province.');
    await expectRefused('address', { ...address, province: null }, 'An address needs a province.');
    await expectStored('anywhere', withoutProvince);
  });

  it('refuses an Entity that is not one of the organisation’s entities', async () => {
    const message = 'The answer must be one of the organisation’s entities of this type.';
    await expectRefused('person', outsider.entityGuids[otherOrg.guid]!, message);
    await expectRefused('anyEntity', outsider.entityGuids[otherOrg.guid]!, message);
    await expectRefused('person', crypto.randomUUID(), message);
    await expectStored('person', guest.entityGuids[org.guid]!);
  });

  it('refuses a SecurityGroup that is not allowed, or not the organisation’s', async () => {
    await expectRefused(
      'team',
      groups.notAllowed!,
      'The answer must be one of the security groups this question allows.',
    );
    await expectRefused(
      'anyTeam',
      groups.otherOrg!,
      'The answer must be one of the organisation’s security groups.',
    );
    await expectRefused(
      'anyTeam',
      crypto.randomUUID(),
      'The answer must be one of the organisation’s security groups.',
    );
    await expectStored('team', groups.allowed!);
    await expectStored('anyTeam', groups.notAllowed!);
  });
});

describe('normalised as the widgets do', () => {
  it('formats a North American phone number and lower-cases a URL', async () => {
    await expectStored('phone', '6135551234', '(613) 555-1234');
    await expectStored('phone', '+44 20 7946 0958', '+44-20-7946-0958');
    await expectStored('site', 'HTTPS://Example.COM/Path', 'https://example.com/path');
  });

  it('upper-cases and spaces a postal code', async () => {
    await expectStored('address', { ...address, postalCode: 'k1a0b1' }, address);
  });
});
