import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import { files } from '../../../src/server/db/tables/platform.ts';
import { useAdminApp } from './admin-helpers.ts';

const app = useAdminApp('Logo Org');
let superAdmin: string;
let png: Buffer;
beforeAll(async () => {
  superAdmin = await app.t.tokenFor(await app.t.seedAccount({ superAdmin: true }));
  png = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#004b87' } })
    .png()
    .toBuffer();
});

const get = (url: string, token: string | undefined) => app.t.request({ method: 'GET', url, token });

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
  app.t.request({
    method: 'POST',
    url: `/api/files/org/${orgGuid}/logo`,
    token,
    ...multipart(fileName, contentType, data),
  });
const logoOf = async (guid: string) =>
  (await app.t.database.db.select().from(orgs).where(eq(orgs.guid, guid)))[0]!.logoFileGuid;

describe('POST /api/files/org/{orgGuid}/logo', () => {
  it('stores a sniffed image as the logo, serves it, its thumbnail and the org icon', async () => {
    const response = await upload(app.admin, app.org.guid, 'logo.png', png);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-store-refresh']).toBe('orgInfo,orgList');
    const { fileGuid } = response.json();
    expect(await logoOf(app.org.guid)).toBe(fileGuid);

    const file = await get(`/api/files/${fileGuid}`, app.memberOnly);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const thumbnail = await get(`/api/files/thumbnail/${fileGuid}`, app.memberOnly);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(200);
    const icon = await get(`/api/files/OrgIcon/${app.org.guid}`, app.memberOnly);
    expect(icon.rawPayload.equals(png)).toBe(true);
    expect((await get(`/api/files/${fileGuid}`, superAdmin)).statusCode).toBe(200);
    expect((await get(`/api/Org/${app.org.guid}/GetOrgInfo`, app.memberOnly)).json().logoFileGuid).toBe(
      fileGuid,
    );

    const listed = await get(`/api/files?orgGuid=${app.org.guid}`, app.admin);
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
    const first = (await upload(app.admin, app.org.guid, 'a.png', png)).json().fileGuid;
    const second = (await upload(app.admin, app.org.guid, 'b.png', png)).json().fileGuid;
    expect(await app.t.database.db.select().from(files).where(eq(files.guid, first))).toEqual([]);
    const payload = { guid: app.org.guid, code: app.org.code, name: app.org.name, logoFileGuid: null };
    expect(
      (
        await app.t.request({
          method: 'PUT',
          url: `/api/Org/${app.org.guid}/UpdateOrg`,
          token: app.admin,
          payload,
        })
      ).statusCode,
    ).toBe(200);
    expect(await logoOf(app.org.guid)).toBeNull();
    expect(await app.t.database.db.select().from(files).where(eq(files.guid, second))).toEqual([]);
    expect((await get(`/api/files/OrgIcon/${app.org.guid}`, app.memberOnly)).json().detail).toBe(
      'This organization has no logo.',
    );
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
    const before = await logoOf(app.org.guid);
    const response = await upload(app.admin, app.org.guid, fileName, data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { file: [message] } });
    expect(await logoOf(app.org.guid)).toBe(before);
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
    const before = await logoOf(app.org.guid);
    expect((await upload(app.memberOnly, app.org.guid, 'logo.png', png)).statusCode).toBe(403);
    expect((await upload(app.outsider, app.org.guid, 'logo.png', png)).statusCode).toBe(404);
    expect((await upload(undefined, app.org.guid, 'logo.png', png)).statusCode).toBe(401);
    expect(await logoOf(app.org.guid)).toBe(before);
  });
});

describe('reading files', () => {
  it('hides files of other organisations (404) and needs a sign-in (401)', async () => {
    const theirs = (await upload(app.outsider, app.foreign.guid, 'theirs.png', png)).json().fileGuid;
    expect((await get(`/api/files/${theirs}`, app.admin)).statusCode).toBe(404);
    expect((await get(`/api/files/thumbnail/${theirs}`, app.admin)).statusCode).toBe(404);
    expect((await get(`/api/files/OrgIcon/${app.foreign.guid}`, app.admin)).statusCode).toBe(404);
    expect((await app.t.request({ method: 'GET', url: `/api/files/${theirs}` })).statusCode).toBe(401);
    expect((await get(`/api/files/OrgIcon/${app.foreign.guid}`, superAdmin)).statusCode).toBe(200);
  });

  it('lists files only for User Admins of the organisation', async () => {
    expect((await get(`/api/files?orgGuid=${app.org.guid}`, app.memberOnly)).statusCode).toBe(403);
    expect((await get(`/api/files?orgGuid=${app.org.guid}`, app.outsider)).statusCode).toBe(404);
    expect(
      (await app.t.request({ method: 'GET', url: `/api/files?orgGuid=${app.org.guid}` })).statusCode,
    ).toBe(401);
  });
});
