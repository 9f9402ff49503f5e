import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { files } from '../../../src/server/db/tables/platform.ts';
import { EMPTY, seedForm, seedResponse, type SeededForm } from './answer-fixtures.ts';
import { multipart } from '../../support/multipart.ts';

let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
let alice: SeededAccount;
const tokens: Record<string, string> = {};

// The smallest valid PNG (1×1 pixel) and the start of a Windows executable.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg();
  alice = await t.seedAccount({ name: 'Alice', roles: { [org.guid]: ['Member'] } });
  const bob = await t.seedAccount({ name: 'Bob', roles: { [org.guid]: ['Member'] } });
  tokens.alice = await t.tokenFor(alice);
  tokens.bob = await t.tokenFor(bob);
  form = await seedForm(t.database.db, org.guid, [
    { type: 'FileUpload', questionCode: 'photos', properties: { maxFiles: 2 } },
    { type: 'NameStamp', questionCode: 'approval' },
    {
      type: 'NameStamp',
      questionCode: 'anyRevoke',
      properties: { isRevokableByAnyUser: true, allowMultipleClicks: true },
    },
    { type: 'NameStamp', questionCode: 'final', properties: { isRevokable: false } },
  ]);
});
afterAll(() => t?.close());

describe('file upload answers', () => {
  it('stores a PNG with the response’s organisation, refuses disguised and surplus files, and deletes', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const base = `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${form.el.photos}`;
    const upload = (name: string, data: Buffer) =>
      t.request({
        method: 'POST',
        url: `${base}/${org.guid}/${EMPTY}/SubmitFileUpload`,
        ...multipart(name, data),
        token: tokens.alice,
      });

    const first = await upload('pixel.png', PNG);
    expect(first.statusCode).toBe(200);
    const [stored] = JSON.parse(first.json().answerValue);
    expect(stored.fileName).toBe('pixel.png');
    const [row] = await t.database.db.select().from(files).where(eq(files.guid, stored.fileGuid));
    expect(row).toMatchObject({ orgGuid: org.guid, contentType: 'image/png', size: PNG.length });

    const disguised = await upload('photo.png', EXE);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors.answerValue[0]).toMatch(/not accepted/);

    expect((await upload('second.png', PNG)).statusCode).toBe(200);
    const third = await upload('third.png', PNG);
    expect(third.statusCode).toBe(400);
    expect(third.json().errors.answerValue).toEqual(['No more than 2 files may be uploaded here.']);

    const removed = await t.request({
      method: 'DELETE',
      url: `${base}/${EMPTY}/DeleteFileUpload?fileGuid=${stored.fileGuid}`,
      token: tokens.alice,
    });
    expect(removed.statusCode).toBe(200);
    expect(JSON.parse(removed.json().answerValue).map((file: { fileName: string }) => file.fileName)).toEqual(
      ['second.png'],
    );
    expect(await t.database.db.select().from(files).where(eq(files.guid, stored.fileGuid))).toEqual([]);
  });

  it('refuses a file of 10 MB or more with the reason the client shows', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const url = `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${form.el.photos}/${org.guid}/${EMPTY}/SubmitFileUpload`;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await t.request({
      method: 'POST',
      url,
      ...multipart('huge.png', big),
      token: tokens.alice,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      answerValue: ['The file is too large: files must be less than 10mb.'],
    });
    expect(
      await t.database.db.select({ guid: files.guid }).from(files).where(eq(files.fileName, 'huge.png')),
    ).toEqual([]);
  });

  it('refuses an organisation in the path that is not the response’s', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const other = await t.seedOrg();
    const url = `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${form.el.photos}/${other.guid}/${EMPTY}/SubmitFileUpload`;
    expect(
      (await t.request({ method: 'POST', url, ...multipart('pixel.png', PNG), token: tokens.alice }))
        .statusCode,
    ).toBe(404);
  });
});

describe('name stamps', () => {
  const stampUrl = (responseGuid: string, code: string) =>
    `/api/responses/${responseGuid}/namestamp/${form.el[code]}`;

  it('stamps once, refuses a second active stamp, and lets only the stamper revoke', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const stamped = await t.request({
      method: 'PUT',
      url: stampUrl(responseGuid, 'approval'),
      token: tokens.alice,
    });
    expect(stamped.statusCode).toBe(200);
    const [stamp] = stamped.json();
    expect(stamp).toMatchObject({
      userGuid: alice.guid,
      userName: 'Alice',
      revoked: false,
      timeStamped: expect.any(String),
    });
    expect(
      (await t.request({ method: 'PUT', url: stampUrl(responseGuid, 'approval'), token: tokens.bob }))
        .statusCode,
    ).toBe(409);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `${stampUrl(responseGuid, 'approval')}/${stamp.guid}`,
          token: tokens.bob,
        })
      ).statusCode,
    ).toBe(403);
    const revoked = await t.request({
      method: 'DELETE',
      url: `${stampUrl(responseGuid, 'approval')}/${stamp.guid}`,
      token: tokens.alice,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual([{ ...stamp, revoked: true, timeRevoked: expect.any(String) }]);
    // The revoked stamp stays listed, and a new stamp may now be added.
    const again = await t.request({
      method: 'PUT',
      url: stampUrl(responseGuid, 'approval'),
      token: tokens.bob,
    });
    expect(again.json()).toHaveLength(2);
  });

  it('honours allowMultipleClicks, isRevokableByAnyUser and isRevokable false', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    await t.request({ method: 'PUT', url: stampUrl(responseGuid, 'anyRevoke'), token: tokens.alice });
    const both = (
      await t.request({ method: 'PUT', url: stampUrl(responseGuid, 'anyRevoke'), token: tokens.bob })
    ).json();
    expect(both).toHaveLength(2);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `${stampUrl(responseGuid, 'anyRevoke')}/${both[0].guid}`,
          token: tokens.bob,
        })
      ).statusCode,
    ).toBe(200);

    const [final] = (
      await t.request({ method: 'PUT', url: stampUrl(responseGuid, 'final'), token: tokens.alice })
    ).json();
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `${stampUrl(responseGuid, 'final')}/${final.guid}`,
          token: tokens.alice,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a stamp on an element that is not a name stamp', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const refused = await t.request({
      method: 'PUT',
      url: stampUrl(responseGuid, 'photos'),
      token: tokens.alice,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This call is only for Name Stamp questions.');
  });
});
