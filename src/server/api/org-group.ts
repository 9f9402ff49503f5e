import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { badRequest } from '../http/problem.ts';
import { schemaRef } from '../http/schema-compilers.ts';
import type { CreateOrgGroupBody, OrgGroup } from '../../shared/generated/types.gen.ts';
import {
  createGroup,
  deleteGroup,
  listGroups,
  orgEntities,
  updateGroup,
} from '../repositories/org-groups.ts';
import { guidParams, specMessages, storeRefresh } from './admin-validation.ts';
import { SETUP_VIEWERS, USER_ADMINS } from '../../shared/auth/role-sets.ts';

const schemaBase = 'https://schemas.business-tools.local/';
const orgGroup = schemaRef(`${schemaBase}definitions/org-group.schema.json`);
const tags = ['OrgGroup'];
/** The groups page is User Admin's; setup staff read groups too, for the pickers of their editors. */
const readers = [...USER_ADMINS, ...SETUP_VIEWERS];
const nameMessages = specMessages({
  name: { required: 'Name needed', maxLength: 'Name must be at most 250 characters.' },
});
// Groups show in the user info (groupGuids) and the organisation info (orgGroupDtos).
const changedCaches = ['orgGroups', 'orgInfo', 'userInfo'];

/** /api/OrgGroup: security groups of an organisation. */
export async function orgGroupRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetOrgGroupsInfo',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: readers } },
      schema: {
        tags,
        summary: 'The security groups with their entities, and every entity of the organisation.',
        params: guidParams('orgGuid'),
        response: { 200: schemaRef(`${schemaBase}api/get-org-groups-info-response.schema.json`) },
      },
    },
    async (request) => ({
      orgGroups: await listGroups(db, request.orgGuid!),
      entities: await orgEntities(db, request.orgGuid!),
    }),
  );

  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetAllOrgGroupDtos',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: readers } },
      schema: {
        tags,
        summary: 'The security groups of the organisation with their entities, by name.',
        params: guidParams('orgGuid'),
        response: { 200: { type: 'array', items: orgGroup } },
      },
    },
    async (request) => listGroups(db, request.orgGuid!),
  );

  app.put<{ Params: { orgGuid: string; orgGroupGuid: string }; Body: OrgGroup }>(
    '/:orgGuid/:orgGroupGuid/UpdateOrgGroup',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: ['UserAdmin'] } },
      schema: {
        tags,
        summary: 'Saves a group: name, For Own Workflow and its entities (entityGuids).',
        params: guidParams('orgGuid', 'orgGroupGuid'),
        body: orgGroup,
        response: { 200: orgGroup },
      },
      ...nameMessages,
    },
    async (request, reply) => {
      const { body, params } = request;
      if (
        body.guid.toLowerCase() !== params.orgGroupGuid.toLowerCase() ||
        body.orgGuid.toLowerCase() !== request.orgGuid
      ) {
        throw badRequest('The group in the body does not match the address.');
      }
      // entityGuids is the save shape; a client that sends back the entities it read means the same list.
      const entityGuids = body.entityGuids ?? body.entities?.map((entity) => entity.guid);
      const saved = await updateGroup(db, request.orgGuid!, params.orgGroupGuid.toLowerCase(), {
        name: body.name,
        forOwnWorkflow: body.forOwnWorkflow,
        entityGuids,
      });
      storeRefresh(reply, ...changedCaches);
      return saved;
    },
  );

  app.post<{ Body: CreateOrgGroupBody }>(
    '/CreateOrgGroup',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('body'), anyRole: ['UserAdmin'] } },
      schema: {
        tags,
        summary: 'Creates a security group in body.orgGuid (User Admin).',
        body: schemaRef(`${schemaBase}api/create-org-group-body.schema.json`),
        response: { 200: orgGroup },
      },
      ...nameMessages,
    },
    async (request, reply) => {
      const { name, forOwnWorkflow = 'NA', entityGuids = [] } = request.body;
      const created = await createGroup(db, request.orgGuid!, { name, forOwnWorkflow, entityGuids });
      storeRefresh(reply, ...changedCaches);
      return created;
    },
  );

  app.delete<{ Params: { orgGroupGuid: string }; Querystring: { orgGuid: string } }>(
    '/:orgGroupGuid/DeleteOrgGroup',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: ['UserAdmin'] } },
      schema: {
        tags,
        summary: 'Deletes a security group of the organisation given as ?orgGuid (User Admin).',
        params: guidParams('orgGroupGuid'),
        querystring: guidParams('orgGuid'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, request.orgGuid!, request.params.orgGroupGuid.toLowerCase());
      storeRefresh(reply, ...changedCaches);
      return reply.status(204).send();
    },
  );
}
