import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertOrgAccess } from '../auth/access.ts';
import { listFormDefinitions } from '../repositories/form-definition-list.ts';
import { SETUP_VIEWERS } from './form-access.ts';
import { ref, signedIn } from './form-route-parts.ts';

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
      config: { access: signedIn },
      // The organisation is optional here, so the access hook cannot check it; this does, before validation.
      preValidation: async (request) => {
        const { orgGuid } = request.query as { orgGuid?: unknown };
        if (orgGuid !== undefined) request.orgGuid = assertOrgAccess(request, orgGuid, SETUP_VIEWERS, true);
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
