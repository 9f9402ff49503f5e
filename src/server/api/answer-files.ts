import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCleanText } from '../http/hostile-input.ts';
import { writeAnswer } from '../answers/pipeline.ts';
import { addFiles, FILE_MESSAGES, removeFile, type UploadedFile } from '../answers/file-uploads.ts';
import { refuse } from '../answers/refusal.ts';
import { callerOf, guidParams, lowerParams, ref, responseRoute } from './answer-route-kit.ts';
import { resource } from '../auth/access.ts';
import { ANY_MEMBER } from '../../shared/auth/role-sets.ts';

/** Reads every file part of a multipart request; a file over the size limit is refused as an answer error. */
async function readUploads(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw refuse(FILE_MESSAGES.noFile);
  const uploads: UploadedFile[] = [];
  try {
    for await (const part of request.files()) {
      assertCleanText(part.filename ?? '', 'answerValue');
      const data = await part.toBuffer();
      uploads.push({ fileName: (part.filename || 'file').slice(-255), data });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(FILE_MESSAGES.tooLarge);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw refuse('Too many files in one upload.');
    throw error;
  }
  return uploads;
}

/**
 * File upload answers (spec: forms-and-workflows 5.6, 7.2) under /api/mwforms/{formGuid}/responses/{responseGuid}/fileupload.
 * Failures carry the reason under errors.answerValue, which the client shows as 'Error uploading file "{name}": {reason}'.
 */
export async function answerFileRoutes(app: FastifyInstance): Promise<void> {
  const { writeConfig: config, errors } = responseRoute('FileUpload');
  const tags = ['FileUpload'];

  app.post(
    '/:formElementGuid/:orgGuid/:repeatableGroupGuid/SubmitFileUpload',
    {
      config,
      schema: {
        tags,
        summary: 'Uploads files (multipart) to a file upload question; returns the saved answer.',
        consumes: ['multipart/form-data'],
        params: guidParams('formGuid', 'responseGuid', 'formElementGuid', 'orgGuid', 'repeatableGroupGuid'),
        response: { 200: ref.answer(), ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Record<string, string>>(request.params);
      const uploads = await readUploads(request);
      const target = {
        formGuid: params.formGuid!,
        responseGuid: params.responseGuid!,
        elementGuid: params.formElementGuid!,
        repeatableGroupGuid: params.repeatableGroupGuid!,
      };
      const result = await writeAnswer(app.database.db, target, callerOf(request), addFiles(uploads), {
        mode: 'special',
      });
      return result.answer;
    },
  );

  app.delete(
    '/:formElementGuid/:repeatableGroupGuid/DeleteFileUpload',
    {
      // The file is looked up only among the answer's own files.
      config: {
        access: resource('response', ANY_MEMBER, { inside: ['fileGuid'] }),
        announce: 'responseAnswers',
      },
      schema: {
        tags,
        summary:
          'Removes a file from a file upload answer and deletes the stored file; returns the answer (null when no file is left).',
        params: guidParams('formGuid', 'responseGuid', 'formElementGuid', 'repeatableGroupGuid'),
        querystring: { type: 'object', properties: { fileGuid: ref.guid() }, required: ['fileGuid'] },
        response: { 200: { anyOf: [ref.answer(), { type: 'null' }] }, ...errors },
      },
    },
    async (request) => {
      const params = lowerParams<Record<string, string>>(request.params);
      const { fileGuid } = request.query as { fileGuid: string };
      const target = {
        formGuid: params.formGuid!,
        responseGuid: params.responseGuid!,
        elementGuid: params.formElementGuid!,
        repeatableGroupGuid: params.repeatableGroupGuid!,
      };
      const result = await writeAnswer(app.database.db, target, callerOf(request), removeFile(fileGuid), {
        mode: 'special',
      });
      return result.answer;
    },
  );
}
