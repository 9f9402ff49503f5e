import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { files } from '../db/tables/platform.ts';
import { FILE_OWNERS } from '../repositories/files.ts';
import type { FileUploadAnswer, FileUploadProperties } from '../../shared/generated/types.gen.ts';
import { FILE_UPLOAD_DEFAULTS } from '../../shared/validation/default-texts.ts';
import { ANSWER_MESSAGES } from '../../shared/elements/answer-checks.ts';
import { MAX_FILE_BYTES } from '../../shared/validation/files-and-rows.ts';
import type { Produced, WriteContext } from './pipeline.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { ownCallLabel, ownCallOf } from '../../shared/elements/element-lookup.ts';

/** A file received in an upload, before it is checked. */
export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export const FILE_MESSAGES = {
  noFile: 'No file was uploaded.',
  tooLarge: 'The file is too large: files must be less than 10mb.',
  tooMany: ANSWER_MESSAGES.tooManyFiles,
  notAccepted: (accept: string) => `This type of file is not accepted here (accepted: ${accept}).`,
  notFound: 'File not found',
} as const;

// Text formats have no signature to sniff; these pass when the accept list names them and the bytes hold no NUL.
const TEXT_EXTENSIONS = new Set(['txt', 'csv']);

/** True when the sniffed type (or, for plain text, the name) matches an entry of the accept list ('image/*', 'application/pdf', '.docx'). */
function accepted(
  accept: string,
  fileName: string,
  sniffed: { ext: string; mime: string } | undefined,
  data: Buffer,
): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (!sniffed) {
    const ext = fileName.toLowerCase().split('.').pop() ?? '';
    return (
      TEXT_EXTENSIONS.has(ext) &&
      !data.includes(0) &&
      entries.some(
        (entry) =>
          entry === `.${ext}` || entry === 'text/*' || entry === `text/${ext === 'txt' ? 'plain' : ext}`,
      )
    );
  }
  return entries.some((entry) =>
    entry.startsWith('.')
      ? entry.slice(1) === sniffed.ext
      : entry.endsWith('/*')
        ? sniffed.mime.startsWith(entry.slice(0, -1))
        : entry === sniffed.mime,
  );
}

function settingsOf(context: WriteContext) {
  if (ownCallOf(context.element.type) !== 'fileUpload')
    throw refuse(REFUSALS.wrongType(ownCallLabel('fileUpload')));
  const properties = context.element.properties as FileUploadProperties;
  return {
    maxFiles:
      properties.maxFiles && properties.maxFiles > 0 ? properties.maxFiles : FILE_UPLOAD_DEFAULTS.maxFiles,
    accept: properties.accept?.trim() || FILE_UPLOAD_DEFAULTS.accept,
    current: (context.current as FileUploadAnswer | undefined) ?? [],
  };
}

/**
 * Stores the uploaded files with the response's organisation (so downloads stay within it) and appends
 * them to the answer. Every file is checked first (count, size, type by content, not by name), so a
 * refused upload stores nothing.
 */
export const addFiles =
  (uploads: readonly UploadedFile[]) =>
  async (context: WriteContext): Promise<Produced> => {
    const { maxFiles, accept, current } = settingsOf(context);
    if (uploads.length === 0) throw refuse(FILE_MESSAGES.noFile);
    if (current.length + uploads.length > maxFiles) throw refuse(FILE_MESSAGES.tooMany(maxFiles));
    const checked = [];
    for (const upload of uploads) {
      if (upload.data.length >= MAX_FILE_BYTES) throw refuse(FILE_MESSAGES.tooLarge);
      const sniffed = await fileTypeFromBuffer(upload.data);
      if (!accepted(accept, upload.fileName, sniffed, upload.data))
        throw refuse(FILE_MESSAGES.notAccepted(accept));
      checked.push({ ...upload, contentType: sniffed?.mime ?? 'text/plain' });
    }
    const added: FileUploadAnswer = [];
    for (const file of checked) {
      const [row] = await context.tx
        .insert(files)
        .values({
          orgGuid: context.response.orgGuid,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.data.length,
          data: file.data,
          createdByLoginAccountGuid: context.caller.loginAccountGuid,
          ...ownerOf(context),
        })
        .returning({ guid: files.guid });
      added.push({ fileName: file.fileName, fileGuid: row!.guid });
    }
    return { value: [...current, ...added] };
  };

/** The answer a file belongs to: only this answer's delete call removes the stored file. */
const ownerOf = (context: WriteContext) => ({
  ownerKind: FILE_OWNERS.answer,
  ownerResponseGuid: context.response.guid,
  ownerElementGuid: context.element.guid,
  ownerRowGuid: context.repeatableGroupGuid,
});

/**
 * Removes a file from the answer and deletes its stored content: a person removing an upload expects it
 * gone. The stored file is deleted only when this answer uploaded it; a file the answer merely names (a
 * logo, another answer's file) stays where it belongs. The history keeps its name and guid only.
 */
export const removeFile =
  (fileGuid: string) =>
  async (context: WriteContext): Promise<Produced> => {
    const { current } = settingsOf(context);
    const guid = fileGuid.toLowerCase();
    if (!current.some((file) => file.fileGuid.toLowerCase() === guid))
      throw refuse(FILE_MESSAGES.notFound, 404);
    const owner = ownerOf(context);
    await context.tx
      .delete(files)
      .where(
        and(
          eq(files.guid, guid),
          eq(files.orgGuid, context.response.orgGuid),
          eq(files.ownerKind, owner.ownerKind),
          eq(files.ownerResponseGuid, owner.ownerResponseGuid),
          eq(files.ownerElementGuid, owner.ownerElementGuid),
          eq(files.ownerRowGuid, owner.ownerRowGuid),
        ),
      );
    return { value: current.filter((file) => file.fileGuid.toLowerCase() !== guid) };
  };
