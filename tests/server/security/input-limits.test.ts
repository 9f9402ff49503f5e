import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedMatrixForm, seedResponse, type MatrixForm } from '../authorization/matrix-form.ts';
import type { World } from '../authorization/matrix-world.ts';

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
const ONE_MB = 'x'.repeat(1024 * 1024);
let t: TestApp;
let token: string;
let form: MatrixForm;
let response: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const org = await t.seedOrg({ name: 'Limits Org' });
  token = await t.tokenFor(
    await t.seedAccount({ roles: { [org.guid]: ['Member', 'UserAdmin', 'ViewSetup', 'SetupBasic'] } }),
  );
  const world = { t, orgA: org } as unknown as World;
  form = await seedMatrixForm(world);
  response = await seedResponse(world, form.guid, org.guid);
}, 120_000);
afterAll(() => t?.close());

const json = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.request({
    method,
    url,
    token,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });

describe('limits', () => {
  it('refuses a 1 MB answer and keeps the stored one', async () => {
    const url = `/api/mwforms/${form.guid}/responses/${response}/answers/${form.text}/${EMPTY_GUID}`;
    expect((await json('POST', `${url}/SubmitAnswer`, JSON.stringify('short'))).statusCode).toBe(200);
    const huge = await json('POST', `${url}/SubmitAnswer`, JSON.stringify(ONE_MB));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toBe('Text must be at most 100000 characters.');
    const stored = await t.request({ method: 'GET', url: `${url}/GetAnswer`, token });
    expect(stored.json().answerValue).toBe(JSON.stringify('short'));
  });

  it('refuses a 1 MB label and a label over 10000 characters', async () => {
    const url = `/api/mwforms/${form.guid}/elements/${form.text}`;
    const element = (await t.request({ method: 'GET', url, token })).json();
    for (const [label, message] of [
      [ONE_MB, 'Text must be at most 100000 characters.'],
      ['y'.repeat(10_001), 'must NOT have more than 10000 characters'],
    ] as const) {
      const saved = await json('PUT', url, { ...element, label });
      expect(saved.statusCode).toBe(400);
      expect(JSON.stringify(saved.json())).toContain(message);
    }
    const after = (await t.request({ method: 'GET', url, token })).json();
    expect(after.label).toBe(element.label);
    expect((await json('PUT', url, { ...element, label: 'z'.repeat(10_000) })).statusCode).toBe(200);
  });

  it('refuses a JSON body over 4 MB with 413', async () => {
    const many = Array.from({ length: 60 }, () => 'w'.repeat(90_000));
    const reply = await json(
      'POST',
      `/api/mwforms/${form.guid}/responses/${response}/answers/GetAnswersFromCodes`,
      many,
    );
    expect(reply.statusCode).toBe(413);
  });
});
