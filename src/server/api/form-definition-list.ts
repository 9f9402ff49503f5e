import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listFormDefinitions } from '../repositories/form-definition-list.ts';
import { ref } from './form-route-parts.ts';
import { orgFrom } from '../auth/access.ts';
import { SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';

/** Organisations whose forms a caller without ?orgGuid sees: all for a super admin, else where they view setup. */
function visibleOrgs(request: FastifyRequest): string[] | undefined {
  const caller = request.caller!;
  if (caller.superAdmin) return undefined;
  return [...caller.rolesByOrg]
    .filter(([, roles]) => SETUP_VIEWERS.some((role) => roles.has(role)))
    .map(([org]) => org);
}

/** GET /api/FormDefinition/GetAllFormDefinitions?orgGuid&query: the form list (Raw Forms table, pickers). */
export async function formDefinitionListRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { orgGuid?: string; query?: string } }>(
    '/GetAllFormDefinitions',
    {
      config: {
        access: {
          kind: 'org',
          orgGuid: orgFrom('query'),
          anyRole: SETUP_VIEWERS,
          superAdminPasses: true,
          orgOptional: true,
        },
      },
      schema: {
        tags: ['FormDefinition'],
        summary:
          'Forms of an organisation (without orgGuid: of every organisation the caller views setup in, all for a super admin) whose name contains query.',
        querystring: ref('api/get-all-form-definitions-query'),
        response: { 200: ref('api/get-all-form-definitions-response') },
      },
    },
    async (request) => {
      const orgGuids = request.orgGuid ? [request.orgGuid] : visibleOrgs(request);
      return listFormDefinitions(app.database.db, { orgGuids, query: request.query.query });
    },
  );
}
