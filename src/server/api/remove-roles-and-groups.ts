import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { schemaRef } from '../http/schema-compilers.ts';
import type { RemoveRolesAndGroupsBody } from '../../shared/generated/types.gen.ts';
import { hideRolesAndGroups } from '../repositories/session-masks.ts';
import { roleOrder } from '../repositories/user-info.ts';

const tags = ['UserSession'];

/** POST /api/UserSession/RemoveRolesAndGroups, registered by the UserSession routes. */
export async function removeRolesAndGroupsRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RemoveRolesAndGroupsBody }>(
    '/RemoveRolesAndGroups',
    {
      // The dialog is offered to people with a non-Guest role (spec 6).
      config: {
        access: {
          kind: 'org',
          orgGuid: orgFrom('body'),
          anyRole: roleOrder.filter((role) => role !== 'Guest'),
        },
      },
      schema: {
        tags,
        summary:
          'Hides roles, groups or the super admin flag from the caller until Refresh Settings (a testing aid).',
        body: schemaRef('https://schemas.business-tools.local/api/remove-roles-and-groups-body.schema.json'),
        response: { 204: { type: 'null', description: 'Hidden until Refresh Settings.' } },
      },
    },
    async (request, reply) => {
      await hideRolesAndGroups(app.database.db, request.caller!, request.orgGuid!, request.body);
      reply.header('X-Store-Refresh', 'userInfo,orgInfo,orgList');
      return reply.status(204).send();
    },
  );
}
