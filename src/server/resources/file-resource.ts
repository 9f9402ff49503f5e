import type { FastifyRequest } from 'fastify';
import type { ResourceResolver } from '../auth/resource-rule.ts';
import { grantInOwnerOrg } from '../auth/access.ts';
import { unauthorized } from '../http/problem.ts';
import { readableFile, type FileRow } from '../repositories/files.ts';

const filesOf = new WeakMap<FastifyRequest, FileRow>();

/**
 * A stored file, reached by `:fileGuid`: readable by the people of its organisation (an answer's file only
 * while its response is theirs too), an organisation's logo also by super admins.
 */
export const fileResource: ResourceResolver = {
  param: 'fileGuid',
  async resolve(request, guid, roles) {
    if (!request.caller) throw unauthorized();
    const file = await readableFile(request.server.database.db, request.caller, guid);
    if (file.orgGuid) grantInOwnerOrg(request, file.orgGuid, roles, 'File not found');
    filesOf.set(request, file);
  },
};

/** The file the route's resource rule loaded. */
export const fileOf = (request: FastifyRequest): FileRow => filesOf.get(request)!;
