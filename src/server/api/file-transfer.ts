import { assertCleanText } from '../http/hostile-input.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, fieldError } from '../http/problem.ts';
import { makeThumbnail, rasterTypes, sniffRasterType } from '../repositories/file-images.ts';
import type { FileRow } from '../repositories/files.ts';

/** Spec 9: a logo must be under 10 MB; busboy cuts a file at one byte over its limit. */
const IMAGE_LIMIT = 10 * 1024 * 1024 - 1;
// Only types a browser cannot turn into a page are shown inline; anything else is a download.
const inlineTypes = new Set([...rasterTypes, 'application/pdf']);

/** Sends stored bytes as a file: inline when the type is harmless, as a download otherwise. */
export function sendFile(
  reply: FastifyReply,
  file: Pick<FileRow, 'contentType' | 'fileName'>,
  data: Uint8Array,
  contentType = file.contentType,
) {
  const inline = inlineTypes.has(contentType);
  const name = file.fileName.replace(/[^\w. -]/g, '_');
  return reply
    .header('Content-Type', inline ? contentType : 'application/octet-stream')
    .header(
      'Content-Disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'private, max-age=300')
    .send(Buffer.from(data));
}

const uploadError = (message: string) => fieldError('file', message);

/**
 * Reads the one image of a multipart upload: under 10 MB, a raster image by its bytes (never by its
 * name or declared type) that really decodes. Answers with the logo editor's messages (spec 5).
 */
export async function readImageUpload(request: FastifyRequest) {
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: IMAGE_LIMIT, files: 1 } })
    : undefined;
  if (!part) throw uploadError('Please select an image file.');
  assertCleanText(part.filename ?? '', 'file');
  const data = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError('File size must be less than 10MB.');
    throw badRequest('The upload could not be read.');
  });
  const contentType = await sniffRasterType(data);
  if (!contentType) throw uploadError('Please select an image file.');
  const thumbnail = await makeThumbnail(data).catch(() => {
    throw uploadError('Please select an image file.');
  });
  return { fileName: (part.filename || 'logo').slice(-200), contentType, data, thumbnail };
}
