import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, formResponses } from '../../../src/server/db/tables/forms.ts';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import { files } from '../../../src/server/db/tables/platform.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededOrg } from '../../support/test-data.ts';
import { EMPTY, seedForm, seedResponse, type SeededForm } from '../answers/answer-fixtures.ts';
import { multipart } from '../../support/multipart.ts';

// A file belongs to what uploaded it: an organisation's logo to the organisation, an answer's file to that
// answer. Pointing another answer at it (a forged answer value) gives no power to delete it.
let t: TestApp;
let org: SeededOrg;
let form: SeededForm;
const tokens: Record<string, string> = {};
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  org = await t.seedOrg({ name: 'Owned Files' });
  tokens.admin = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member', 'UserAdmin'] } }));
  tokens.member = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Member'] } }));
  tokens.guest = await t.tokenFor(await t.seedAccount({ roles: { [org.guid]: ['Guest'] } }));
  form = await seedForm(t.database.db, org.guid, [
    { type: 'FileUpload', questionCode: 'photos', properties: { maxFiles: 5 } },
    { type: 'FileUpload', questionCode: 'scans', properties: { maxFiles: 5 } },
  ]);
  png = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

const fileExists = async (guid: string) =>
  (await t.database.db.select({ guid: files.guid }).from(files).where(eq(files.guid, guid))).length === 1;

async function uploadLogo(): Promise<string> {
  const reply = await t.request({
    method: 'POST',
    url: `/api/files/org/${org.guid}/logo`,
    token: tokens.admin,
    ...multipart('logo.png', png),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().fileGuid;
}

async function uploadAnswerFile(
  responseGuid: string,
  element: string,
  token = tokens.member!,
): Promise<string> {
  const reply = await t.request({
    method: 'POST',
    url: `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${element}/${org.guid}/${EMPTY}/SubmitFileUpload`,
    token,
    ...multipart('photo.png', png),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().answerValue ? JSON.parse(reply.json().answerValue) : []).at(-1).fileGuid;
}

/** An answer value pointing at a file it did not upload, as a forged SubmitAnswer would have stored it. */
async function forgeAnswer(responseGuid: string, element: string, fileGuid: string) {
  await t.database.db
    .insert(answers)
    .values({
      formResponseGuid: responseGuid,
      formElementGuid: element,
      repeatableGroupGuid: EMPTY,
      answerValue: [{ fileName: 'mine.png', fileGuid }],
    })
    .onConflictDoUpdate({
      target: [answers.formResponseGuid, answers.formElementGuid, answers.repeatableGroupGuid],
      set: { answerValue: [{ fileName: 'mine.png', fileGuid }] },
    });
}

const deleteThrough = (responseGuid: string, element: string, fileGuid: string, token: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/mwforms/${form.guid}/responses/${responseGuid}/fileupload/${element}/${EMPTY}/DeleteFileUpload?fileGuid=${fileGuid}`,
    token,
  });

describe('file ownership', () => {
  it("a Guest cannot delete the organisation's logo through a file answer pointing at it", async () => {
    const logo = await uploadLogo();
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    await forgeAnswer(responseGuid, form.el.photos!, logo);
    await deleteThrough(responseGuid, form.el.photos!, logo, tokens.guest!);
    expect(await fileExists(logo)).toBe(true);
    const [row] = await t.database.db.select().from(orgs).where(eq(orgs.guid, org.guid));
    expect(row!.logoFileGuid).toBe(logo);
    const served = await t.request({ method: 'GET', url: `/api/files/${logo}`, token: tokens.member });
    expect(served.statusCode).toBe(200);
  });

  it("another answer's file survives a delete through an answer that did not upload it", async () => {
    const owner = await seedResponse(t.database.db, form, org.guid);
    const fileGuid = await uploadAnswerFile(owner, form.el.photos!);
    const other = await seedResponse(t.database.db, form, org.guid);
    await forgeAnswer(other, form.el.scans!, fileGuid);
    await deleteThrough(other, form.el.scans!, fileGuid, tokens.guest!);
    expect(await fileExists(fileGuid)).toBe(true);
    // Same response, other question: still not its file.
    await forgeAnswer(owner, form.el.scans!, fileGuid);
    await deleteThrough(owner, form.el.scans!, fileGuid, tokens.member!);
    expect(await fileExists(fileGuid)).toBe(true);
    // The owning answer's own delete removes it.
    const removed = await deleteThrough(owner, form.el.photos!, fileGuid, tokens.member!);
    expect(removed.statusCode).toBe(200);
    expect(await fileExists(fileGuid)).toBe(false);
  });

  it("an organisation's logo cannot be pointed at an answer's file (and so cannot delete it)", async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const fileGuid = await uploadAnswerFile(responseGuid, form.el.photos!);
    const [current] = await t.database.db.select().from(orgs).where(eq(orgs.guid, org.guid));
    const save = (logoFileGuid: string | null) =>
      t.request({
        method: 'PUT',
        url: `/api/Org/${org.guid}/UpdateOrg`,
        token: tokens.admin,
        payload: { guid: org.guid, code: current!.code, name: current!.name, logoFileGuid },
      });
    const pointed = await save(fileGuid);
    expect(pointed.statusCode).toBe(400);
    expect(await fileExists(fileGuid)).toBe(true);
    const stored = await t.database.db
      .select({ owner: files.ownerKind })
      .from(files)
      .where(and(eq(files.guid, fileGuid), eq(files.ownerKind, 'Answer')));
    expect(stored).toHaveLength(1);
  });

  it('serves an answer file only while its response exists', async () => {
    const responseGuid = await seedResponse(t.database.db, form, org.guid);
    const fileGuid = await uploadAnswerFile(responseGuid, form.el.photos!);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/${fileGuid}`, token: tokens.guest })).statusCode,
    ).toBe(200);
    const outsider = await t.tokenFor(
      await t.seedAccount({ roles: { [(await t.seedOrg()).guid]: ['Member'] } }),
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/files/${fileGuid}`, token: outsider })).statusCode,
    ).toBe(404);
    await t.database.db.delete(formResponses).where(eq(formResponses.guid, responseGuid));
    const gone = await t.request({ method: 'GET', url: `/api/files/${fileGuid}`, token: tokens.member });
    expect(gone.statusCode).toBe(404);
  });
});
