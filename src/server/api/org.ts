import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { badRequest, notFound } from '../http/problem.ts';
import type { Org } from '../../shared/generated/types.gen.ts';
import { updateOrg } from '../repositories/org-changes.ts';
import { findOrg, listOrgsFor, loadOrgInfo, toOrg } from '../repositories/orgs.ts';
import { storeRefresh } from './admin-validation.ts';
import { org, orgInfo, orgMessages, orgParams, tags } from './org-schemas.ts';
import { orgSuperAdminRoutes } from './org-super-admin.ts';

/** /api/Org: the organisation list, the shell's organisation info and the editor; super admin calls in org-super-admin.ts. */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const existing = async (orgGuid: string) => {
    const row = await findOrg(db, orgGuid.toLowerCase());
    if (!row) throw notFound('Organization not found');
    return row;
  };

  app.get(
    '/GetOrgs',
    {
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary:
          "Organisations of the caller (every one for a super admin), by name, with the caller's roles in each.",
        response: { 200: { type: 'array', items: org } },
      },
    },
    async (request) => listOrgsFor(db, request.caller!),
  );

  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetOrgInfo',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: [] } },
      schema: {
        tags,
        summary:
          'Logo, groups, workflow and entity definitions and custom CSS of an organisation the caller belongs to.',
        params: orgParams,
        response: { 200: orgInfo },
      },
    },
    async (request) => loadOrgInfo(db, await existing(request.orgGuid!)),
  );

  // Opening the editor needs View Setup (client side); saving changes the organisation for everyone, so it
  // needs User Admin there, or the super admin flag.
  app.put<{ Params: { orgGuid: string }; Body: Org }>(
    '/:orgGuid/UpdateOrg',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: ['UserAdmin'], superAdminPasses: true },
      },
      schema: {
        tags,
        summary: 'Saves the organisation editor (User Admin or super admin); the code is locked.',
        params: orgParams,
        body: org,
        response: { 200: org },
      },
      ...orgMessages,
    },
    async (request, reply) => {
      const row = await existing(request.orgGuid!);
      if (request.body.guid.toLowerCase() !== row.guid)
        throw badRequest('The organization in the body does not match the address.');
      const saved = await updateOrg(db, row, request.body);
      storeRefresh(reply, 'orgInfo', 'orgList', 'userInfo');
      return toOrg(saved, request.caller!.rolesByOrg.get(saved.guid));
    },
  );

  await orgSuperAdminRoutes(app, existing);
}
