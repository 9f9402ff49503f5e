import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { loadSectionAssignables } from '../repositories/form-designer-extras.ts';
import { guidParams, ref } from './form-route-parts.ts';
import { SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';

/** /api/mwforms/FormDesignerExtras: what the designer's access-rule pickers offer in an organisation. */
export async function formDesignerExtrasRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetFormDesignerExtras',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: SETUP_VIEWERS, superAdminPasses: true },
      },
      schema: {
        tags: ['FormDefinition'],
        summary:
          "The organisation's groups, the roles, its people and its entities as key/value lists for section and form access rules.",
        params: guidParams('orgGuid'),
        response: {
          200: ref('api/get-form-designer-extras-response'),
        },
      },
    },
    async (request) => ({
      sectionAssignables: await loadSectionAssignables(app.database.db, request.orgGuid!),
    }),
  );
}
