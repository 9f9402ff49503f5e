import type { FastifyInstance } from 'fastify';
import { assertOrgAccess, orgFrom, resource } from '../auth/access.ts';
import { fileOf } from '../resources/file-resource.ts';
import { ANY_MEMBER, USER_ADMINS } from '../../shared/auth/role-sets.ts';
import { fieldError, notFound } from '../http/problem.ts';
import { listOrgFiles, readableFile, storeLogo, thumbnailOf } from '../repositories/files.ts';
import { findOrg } from '../repositories/orgs.ts';
import { guidParams, storeRefresh } from './admin-validation.ts';
import { readImageUpload, sendFile } from './file-transfer.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';

const tags = ['Files'];
const blob = { 200: { description: 'The file contents.', type: 'string', format: 'binary' } };

/** /api/files: stored files (organisation logos for now), read back by the people of their organisation. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: { orgGuid: string } }>(
    '/',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: USER_ADMINS } },
      schema: {
        tags,
        summary: 'The files stored for ?orgGuid, newest first, without their contents (User Admin).',
        querystring: guidParams('orgGuid'),
      },
    },
    async (request) => listOrgFiles(db, request.orgGuid!),
  );

  app.get<{ Params: { fileGuid: string } }>(
    '/:fileGuid',
    {
      config: { access: resource('file', ANY_MEMBER) },
      schema: {
        tags,
        summary:
          'A file of an organisation the caller belongs to (a super admin may read any organisation logo).',
        params: guidParams('fileGuid'),
        response: blob,
      },
    },
    async (request, reply) => {
      const file = fileOf(request);
      return sendFile(reply, file, file.data);
    },
  );

  app.get<{ Params: { fileGuid: string } }>(
    '/thumbnail/:fileGuid',
    {
      config: { access: resource('file', ANY_MEMBER) },
      schema: {
        tags,
        summary: 'A PNG thumbnail (at most 200 px) of an image file the caller may read.',
        params: guidParams('fileGuid'),
        response: blob,
      },
    },
    async (request, reply) => {
      const file = fileOf(request);
      return sendFile(
        reply,
        { ...file, fileName: `thumbnail-${file.fileName.replace(/\.\w+$/, '')}.png` },
        await thumbnailOf(db, file),
        'image/png',
      );
    },
  );

  app.get<{ Params: { orgGuid: string } }>(
    '/OrgIcon/:orgGuid',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: [], superAdminPasses: true } },
      schema: {
        tags,
        summary: "The organisation's logo, for its people (and super admins).",
        params: guidParams('orgGuid'),
        response: blob,
      },
    },
    async (request, reply) => {
      const org = await findOrg(db, request.orgGuid!);
      if (!org) throw notFound('Organization not found');
      if (!org.logoFileGuid) throw notFound('This organization has no logo.');
      const file = await readableFile(db, request.caller!, org.logoFileGuid).catch(() => undefined);
      if (!file) throw notFound('This organization has no logo.');
      return sendFile(reply, file, file.data);
    },
  );

  app.post<{ Params: { orgGuid: string } }>(
    '/org/:orgGuid/logo',
    {
      // Checked in the handler: an unsaved organisation (the empty guid) gets the editor's message, not a 404.
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary:
          "Uploads the organisation's logo (multipart, one raster image under 10 MB; User Admin or super admin).",
        consumes: ['multipart/form-data'],
        params: guidParams('orgGuid'),
        response: {
          200: {
            type: 'object',
            required: ['fileGuid'],
            properties: { fileGuid: { type: 'string', format: 'uuid' } },
          },
        },
      },
    },
    async (request, reply) => {
      const saveFirst = 'Please save the organization first before uploading a logo.';
      if (request.params.orgGuid === EMPTY_GUID) throw fieldError('orgGuid', saveFirst);
      const orgGuid = assertOrgAccess(request, request.params.orgGuid, USER_ADMINS, true);
      const org = await findOrg(db, orgGuid);
      if (!org) throw fieldError('orgGuid', saveFirst);

      const upload = await readImageUpload(request);
      const fileGuid = await storeLogo(db, org, upload, request.caller!.loginAccountGuid);
      storeRefresh(reply, 'orgInfo', 'orgList');
      return { fileGuid: fileGuid.toLowerCase() };
    },
  );
}
