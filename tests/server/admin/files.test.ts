import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import { files } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let superAdmin: string;
let memberOnly: string;
let outsider: string;
let png: Buffer;
let org: Awaited<ReturnType<TestApp['seedOrg']>>;
let foreign: Awaited<ReturnType<TestApp['seedOrg']>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Logo Org' });
  foreign = await t.seedOrg({ name: 'Foreign Org' });
  admin = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'UserAdmin'] } }));
  superAdmin = await t.tokenFor(await t.seedAccount({ superAdmin: true }));
  memberOnly = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } }));
  outsider = await t.tokenFor(await t.seedAccount({ roles: { [foreign.guid]: ['Member', 'UserAdmin'] } }));
  png = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#004b87' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(fileName: string, contentType: string, data: Buffer) {
  const boundary = '----business-tools-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (
  token: string | undefined,
  orgGuid: string,
  fileName: string,
  data: Buffer,
  contentType = 'image/png',
) =>
  t.request({
    method: 'POST',
    url: `/api/files/org/${orgGuid}/logo`,
    token,
    ...multipart(fileName, contentType, data),
  });
const logoOf = async (guid: string) =>
  (await t.database.db.select().from(orgs).where(eq(orgs.guid, guid)))[0]!.logoFileGuid;

describe('POST /api/files/org/{orgGuid}/logo', () => {
  it('stores a sniffed image as the logo, serves it, its thumbnail and the org icon', async () => {
    const response = await upload(admin, org.guid, 'logo.png', png);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgInfo,orgList');
    const { fileGuid } = response.json();
    expect(await logoOf(org.guid)).toBe(fileGuid);

    const file = await t.request({ method: 'GET', url: `/api/files/${fileGuid}`, token: memberOnly });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const thumbnail = await t.request({
      method: 'GET',
      url: `/api/files/thumbnail/${fileGuid}`,
      token: memberOnly,
    });
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(200);
    const icon = await t.request({ method: 'GET', url: `/api/files/OrgIcon/${org.guid}`, token: memberOnly });
    expect(icon.rawPayload.equals(png)).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/${fileGuid}`, token: superAdmin })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/Org/${org.guid}/GetOrgInfo`, token: memberOnly })).json()
        .logoFileGuid,
    ).toBe(fileGuid);

    const listed = await t.request({ method: 'GET', url: `/api/files?orgGuid=${org.guid}`, token: admin });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        guid: fileGuid,
        fileName: 'logo.png',
        contentType: 'image/png',
        size: png.length,
      }),
    ]);
  });

  it('replaces the previous logo, and UpdateOrg with a null logo removes it', async () => {
    const first = (await upload(admin, org.guid, 'a.png', png)).json().fileGuid;
    const second = (await upload(admin, org.guid, 'b.png', png)).json().fileGuid;
    expect(await t.database.db.select().from(files).where(eq(files.guid, first))).toEqual([]);
    const payload = { guid: org.guid, code: org.code, name: org.name, logoFileGuid: null };
    expect(
      (await t.request({ method: 'PUT', url: `/api/Org/${org.guid}/UpdateOrg`, token: admin, payload }))
        .statusCode,
    ).toBe(200);
    expect(await logoOf(org.guid)).toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.guid, second))).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/OrgIcon/${org.guid}`, token: memberOnly })).json()
        .detail,
    ).toBe('This organization has no logo.');
  });

  it.each([
    [
      'a text file named .png',
      'notes.png',
      Buffer.from('just some text, not an image'),
      'Please select an image file.',
    ],
    [
      'an SVG',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'Please select an image file.',
    ],
    [
      'a PNG signature with garbage after it',
      'broken.png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
      'Please select an image file.',
    ],
    [
      'a file one byte under 10 MB (passes the size check, fails decoding)',
      'big.png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(10 * 1024 * 1024 - 9),
      ]),
      'Please select an image file.',
    ],
    [
      'a file of 10 MB',
      'huge.png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(10 * 1024 * 1024 - 4)]),
      'File size must be less than 10MB.',
    ],
  ])('refuses %s and keeps the logo as it was', async (_case, fileName, data, message) => {
    const before = await logoOf(org.guid);
    const response = await upload(admin, org.guid, fileName, data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { file: [message] } });
    expect(await logoOf(org.guid)).toBe(before);
  });

  it('asks to save an unsaved organisation first', async () => {
    const unsaved = await upload(superAdmin, '00000000-0000-0000-0000-000000000000', 'logo.png', png);
    expect(unsaved.json()).toMatchObject({
      status: 400,
      detail: 'Please save the organization first before uploading a logo.',
    });
    const unknown = await upload(superAdmin, '6f1d2c3b-4a59-4e8d-9c7b-a6f5e4d3c2b1', 'logo.png', png);
    expect(unknown.json().detail).toBe('Please save the organization first before uploading a logo.');
  });

  it('refuses a Member (403), an outsider (404) and anonymous callers (401)', async () => {
    const before = await logoOf(org.guid);
    expect((await upload(memberOnly, org.guid, 'logo.png', png)).statusCode).toBe(403);
    expect((await upload(outsider, org.guid, 'logo.png', png)).statusCode).toBe(404);
    expect((await upload(undefined, org.guid, 'logo.png', png)).statusCode).toBe(401);
    expect(await logoOf(org.guid)).toBe(before);
  });
});

describe('reading files', () => {
  it('hides files of other organisations (404) and needs a sign-in (401)', async () => {
    const theirs = (await upload(outsider, foreign.guid, 'theirs.png', png)).json().fileGuid;
    expect((await t.request({ method: 'GET', url: `/api/files/${theirs}`, token: admin })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/files/thumbnail/${theirs}`, token: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/OrgIcon/${foreign.guid}`, token: admin }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/files/${theirs}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/OrgIcon/${foreign.guid}`, token: superAdmin }))
        .statusCode,
    ).toBe(200);
  });

  it('lists files only for User Admins of the organisation', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/files?orgGuid=${org.guid}`, token: memberOnly }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/files?orgGuid=${org.guid}`, token: outsider })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/files?orgGuid=${org.guid}` })).statusCode).toBe(401);
  });
});
