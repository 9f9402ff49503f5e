import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { formResponses } from '../db/tables/forms.ts';
import { orgs } from '../db/tables/organisations.ts';
import { files } from '../db/tables/platform.ts';
import { notFound } from '../http/problem.ts';
import { makeThumbnail, rasterTypes } from './file-images.ts';
import type { OrgRow } from './orgs.ts';

export type FileRow = typeof files.$inferSelect;

/** What a stored file belongs to (`files.owner_kind`). */
export const FILE_OWNERS = { orgLogo: 'OrgLogo', answer: 'Answer' } as const;

/**
 * A file the caller may read, judged by what owns it: an answer's file needs its response to exist, in an
 * organisation the caller belongs to; a logo is for the organisation's people and (the organisation list
 * shows them) super admins; anything else stored for an organisation, for its people. Anything else is 404,
 * so guids cannot be probed.
 */
export async function readableFile(db: Db, caller: Caller, fileGuid: string): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.guid, fileGuid.toLowerCase()));
  if (!file) throw notFound('File not found');
  if (file.ownerKind === FILE_OWNERS.answer) {
    const [response] = file.ownerResponseGuid
      ? await db
          .select({ orgGuid: formResponses.orgGuid })
          .from(formResponses)
          .where(eq(formResponses.guid, file.ownerResponseGuid))
      : [];
    if (response && response.orgGuid === file.orgGuid && caller.rolesByOrg.has(response.orgGuid)) return file;
    throw notFound('File not found');
  }
  if (file.orgGuid && caller.rolesByOrg.has(file.orgGuid)) return file;
  if (caller.superAdmin) {
    const [logoOf] = await db.select({ guid: orgs.guid }).from(orgs).where(eq(orgs.logoFileGuid, file.guid));
    if (logoOf) return file;
  }
  throw notFound('File not found');
}

/** True when the file is an organisation's logo upload (the only file an organisation's logo may name). */
export async function isLogoUploadOf(db: Db, orgGuid: string, fileGuid: string): Promise<boolean> {
  const [file] = await db
    .select({ guid: files.guid })
    .from(files)
    .where(
      and(
        eq(files.guid, fileGuid.toLowerCase()),
        eq(files.orgGuid, orgGuid),
        eq(files.ownerKind, FILE_OWNERS.orgLogo),
      ),
    );
  return Boolean(file);
}

/** The thumbnail of a raster image, made and kept at the first request when the upload did not make one. */
export async function thumbnailOf(db: Db, file: FileRow): Promise<Uint8Array> {
  if (file.thumbnail) return file.thumbnail;
  if (!rasterTypes.has(file.contentType)) throw notFound('This file has no thumbnail.');
  const thumbnail = await makeThumbnail(file.data).catch(() => {
    throw notFound('This file has no thumbnail.');
  });
  await db.update(files).set({ thumbnail }).where(eq(files.guid, file.guid));
  return thumbnail;
}

/** Stores a new logo and makes it the organisation's; the logo it replaces is deleted. */
export async function storeLogo(
  db: Db,
  org: OrgRow,
  upload: { fileName: string; contentType: string; data: Uint8Array; thumbnail: Uint8Array },
  createdBy: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        orgGuid: org.guid,
        ...upload,
        size: upload.data.byteLength,
        createdByLoginAccountGuid: createdBy,
        ownerKind: FILE_OWNERS.orgLogo,
      })
      .returning({ guid: files.guid });
    await tx
      .update(orgs)
      .set({ logoFileGuid: file!.guid, updatedAt: new Date() })
      .where(eq(orgs.guid, org.guid));
    if (org.logoFileGuid) await deleteLogoFile(tx as unknown as Db, org.guid, org.logoFileGuid);
    return file!.guid;
  });
}

/** Deletes a replaced or removed logo: only the organisation's own logo upload, never a file of anything else. */
export async function deleteLogoFile(db: Db, orgGuid: string, fileGuid: string): Promise<void> {
  await db
    .delete(files)
    .where(
      and(eq(files.guid, fileGuid), eq(files.orgGuid, orgGuid), eq(files.ownerKind, FILE_OWNERS.orgLogo)),
    );
}

/** What is stored for the organisation, newest first, without the contents. */
export async function listOrgFiles(db: Db, orgGuid: string) {
  const rows = await db
    .select({
      guid: files.guid,
      fileName: files.fileName,
      contentType: files.contentType,
      size: files.size,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(eq(files.orgGuid, orgGuid))
    .orderBy(desc(files.createdAt));
  return rows.map((row) => ({
    ...row,
    guid: row.guid.toLowerCase(),
    createdAt: row.createdAt.toISOString(),
  }));
}
