import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { seedMatrixForm, seedResponse, type MatrixForm } from '../authorization/matrix-form.ts';
import type { World } from '../authorization/matrix-world.ts';

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
let t: TestApp;
let token: string;
let org: { guid: string; name: string; code: string };
let form: MatrixForm;
let response: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Plain Org' });
  token = await t.tokenFor(
    await t.seedAccount({ roles: { [org.guid]: ['Member', 'UserAdmin'] }, superAdmin: true }),
  );
  const world = { t, orgA: org } as unknown as World;
  form = await seedMatrixForm(world);
  response = await seedResponse(world, form.guid, org.guid);
}, 120_000);
afterAll(() => t?.close());

const answerUrl = () => `/api/mwforms/${form.guid}/responses/${response}/answers/${form.text}/${EMPTY_GUID}`;
const submit = (payload: string | Buffer) =>
  t.request({
    method: 'POST',
    url: `${answerUrl()}/SubmitAnswer`,
    token,
    payload,
    headers: { 'content-type': 'application/json' },
  });
const storedAnswer = async () =>
  (await t.request({ method: 'GET', url: `${answerUrl()}/GetAnswer`, token })).json().answerValue;
const orgRow = async () => (await t.database.db.select().from(orgs).where(eq(orgs.guid, org.guid)))[0]!;

describe('hostile text', () => {
  it('refuses a NUL byte or a lone surrogate in an answer with 400 and keeps the stored answer', async () => {
    expect((await submit(JSON.stringify('before'))).statusCode).toBe(200);
    const nul = await submit(JSON.stringify('a\u0000b'));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toBe('Text must not contain NUL characters.');
    const surrogate = await submit('"a\\ud800b"');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().detail).toBe(
      'Text must not contain unpaired surrogate characters (it is not valid Unicode).',
    );
    const notUtf8 = await submit(Buffer.from([0x22, 0x61, 0xff, 0x22]));
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().detail).toBe('The request is not valid UTF-8 text.');
    expect(await storedAnswer()).toBe(JSON.stringify('before'));
  });

  it('does not silently replace a lone surrogate in an organisation name', async () => {
    const before = await orgRow();
    const saved = await t.request({
      method: 'PUT',
      url: `/api/Org/${org.guid}/UpdateOrg`,
      token,
      payload: `{"guid":"${org.guid}","code":"${org.code}","name":"Clinic \\udc00"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors.name).toEqual([
      'Text must not contain unpaired surrogate characters (it is not valid Unicode).',
    ]);
    expect((await orgRow()).name).toBe(before.name);
  });

  it('refuses NUL bytes in path segments and query values, and repeated query keys', async () => {
    const created = await t.request({
      method: 'POST',
      url: `/api/FormDefinition/Bad%00Name/CreateFormDefinition?orgGuid=${org.guid}`,
      token,
    });
    expect(created.statusCode).toBe(400);
    const listed = await t.request({
      method: 'GET',
      url: `/api/FormDefinition/GetAllFormDefinitions?orgGuid=${org.guid}&query=a%00b`,
      token,
    });
    expect(listed.statusCode).toBe(400);
    const twice = await t.request({
      method: 'GET',
      url: `/api/MainDashboard/GetComplianceItemStatistics?orgGuid=${org.guid}&orgGuid=${org.guid}`,
      token,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe('The query parameter "orgGuid" may be given only once.');
  });

  it('refuses multipart uploads with a missing or wrong boundary and hostile file names', async () => {
    const body = (fileName: string, boundary = 'b0undary') =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from('png?'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const logo = `/api/files/org/${org.guid}/logo`;
    const upload = `/api/mwforms/${form.guid}/responses/${response}/fileupload/${form.upload}/${org.guid}/${EMPTY_GUID}/SubmitFileUpload`;
    for (const url of [logo, upload]) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=other']) {
        const reply = await t.request({
          method: 'POST',
          url,
          token,
          payload: body('a.png'),
          headers: { 'content-type': contentType },
        });
        expect(reply.statusCode, `${url} ${contentType}`).toBe(400);
        expect(reply.json().detail).toBe(
          'The upload could not be read: the multipart body or its boundary is not valid.',
        );
      }
      const named = await t.request({
        method: 'POST',
        url,
        token,
        payload: body('a\u0000.png'),
        headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      });
      expect(named.statusCode, url).toBe(400);
    }
    expect((await orgRow()).logoFileGuid).toBeNull();
  });
});
