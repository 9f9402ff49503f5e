import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { orgs } from '../db/tables/organisations.ts';
import { files } from '../db/tables/platform.ts';
import { notFound } from '../http/problem.ts';
import { makeThumbnail, rasterTypes } from './file-images.ts';
import type { OrgRow } from './orgs.ts';

export type FileRow = typeof files.$inferSelect;

/**
 * A file the caller may read: one of an organisation they belong to, or (for a super admin, who sees every
 * organisation in the list) an organisation's logo. Anything else is 404, so guids cannot be probed.
 */
export async function readableFile(db: Db, caller: Caller, fileGuid: string): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.guid, fileGuid.toLowerCase()));
  if (file?.orgGuid && caller.rolesByOrg.has(file.orgGuid)) return file;
  if (file && caller.superAdmin) {
    const [logoOf] = await db.select({ guid: orgs.guid }).from(orgs).where(eq(orgs.logoFileGuid, file.guid));
    if (logoOf) return file;
  }
  throw notFound('File not found');
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
      })
      .returning({ guid: files.guid });
    await tx
      .update(orgs)
      .set({ logoFileGuid: file!.guid, updatedAt: new Date() })
      .where(eq(orgs.guid, org.guid));
    if (org.logoFileGuid)
      await tx.delete(files).where(and(eq(files.guid, org.logoFileGuid), eq(files.orgGuid, org.guid)));
    return file!.guid;
  });
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
