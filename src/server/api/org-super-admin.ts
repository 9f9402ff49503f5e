import type { FastifyInstance } from 'fastify';
import type { Org } from '../../shared/generated/types.gen.ts';
import { badRequest } from '../http/problem.ts';
import { rolesIn } from '../repositories/login-accounts.ts';
import { createOrg, deleteOrg, joinOrg } from '../repositories/org-changes.ts';
import { exportOrg } from '../repositories/org-export.ts';
import { toOrg, type OrgRow } from '../repositories/orgs.ts';
import { storeRefresh } from './admin-validation.ts';
import { org, orgMessages, orgParams, tags } from './org-schemas.ts';

type OrgRoute = { Params: { orgGuid: string } };

/** The /api/Org calls only a super admin may make (spec 6): create, join, delete and export organisations. */
export async function orgSuperAdminRoutes(
  app: FastifyInstance,
  existing: (orgGuid: string) => Promise<OrgRow>,
): Promise<void> {
  const db = app.database.db;

  app.post<OrgRoute>(
    '/:orgGuid/JoinOrg',
    {
      config: { access: { kind: 'superAdmin' } },
      schema: {
        tags,
        summary: 'Super admin self-grant: the caller becomes Member and User Admin of the organisation.',
        params: orgParams,
        response: { 200: org },
      },
    },
    async (request, reply) => {
      const row = await existing(request.params.orgGuid);
      const caller = request.caller!;
      await joinOrg(db, { guid: caller.loginAccountGuid, name: caller.loginName }, row);
      storeRefresh(reply, 'orgList', 'userInfo', 'orgInfo');
      // The caller was resolved before the grant: report the roles held now.
      return toOrg(row, await rolesIn(db, caller.loginAccountGuid, row.guid));
    },
  );

  app.post<{ Body: Org }>(
    '/CreateOrg',
    {
      config: { access: { kind: 'superAdmin' } },
      schema: {
        tags,
        summary: 'Creates an organisation (super admin); the code must be unused.',
        body: org,
        response: { 200: org },
      },
      ...orgMessages,
    },
    async (request, reply) => {
      const created = await createOrg(db, request.body);
      storeRefresh(reply, 'orgList');
      return toOrg(created);
    },
  );

  app.delete<OrgRoute>(
    '/:orgGuid/DeleteOrg',
    {
      config: { access: { kind: 'superAdmin' } },
      schema: {
        tags,
        summary: 'Deletes an organisation and everything in it (super admin).',
        params: orgParams,
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      await deleteOrg(db, await existing(request.params.orgGuid));
      storeRefresh(reply, 'orgList', 'userInfo', 'orgInfo');
      return reply.status(204).send();
    },
  );

  app.get<OrgRoute>(
    '/:orgGuid/ExportOrgAsJson',
    {
      config: { access: { kind: 'superAdmin' } },
      schema: {
        tags,
        summary:
          'The organisation with its entity types, entities, groups and members as a JSON download (super admin).',
        params: orgParams,
      },
    },
    async (request, reply) => {
      // The editor of a new organisation holds the empty guid until it is saved (spec 5).
      if (/^[0-]+$/.test(request.params.orgGuid))
        throw badRequest('Cannot export: Organization not saved yet.');
      const row = await existing(request.params.orgGuid);
      const fileName = `organization-${row.code.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
      reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .type('application/json; charset=utf-8');
      return reply.send(JSON.stringify(await exportOrg(db, row), null, 2));
    },
  );
}
