import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { orgFrom } from '../auth/access.ts';
import { notFound } from '../http/problem.ts';
import { guidParams } from '../http/route-schemas.ts';
import { entities, entityDefinitions } from '../db/tables/entities.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { ANY_MEMBER } from '../../shared/auth/role-sets.ts';

const basicEntity = {
  type: 'object',
  required: ['guid', 'name'],
  properties: { guid: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
} as const;

/**
 * /api/Entity: the entities of an organisation. For now the picker list that Entity questions offer;
 * the entity screens add the rest of the spec's calls.
 */
export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Params: { entityDefinitionGuid: string }; Querystring: { orgGuid: string } }>(
    '/:entityDefinitionGuid/GetBasicEntityDetails',
    {
      // Anyone answering a form in the organisation picks among its entities, guests included.
      config: {
        access: {
          kind: 'org',
          orgGuid: orgFrom('query'),
          anyRole: ANY_MEMBER,
          inside: ['entityDefinitionGuid'],
        },
      },
      schema: {
        tags: ['Entity'],
        summary: 'Guid and name of the entities of one entity type (the empty guid: of every type), by name.',
        params: guidParams('entityDefinitionGuid'),
        querystring: guidParams('orgGuid'),
        response: { 200: { type: 'array', items: basicEntity } },
      },
    },
    async (request) => {
      const orgGuid = request.orgGuid!;
      const definitionGuid = request.params.entityDefinitionGuid.toLowerCase();
      const inOrg = eq(entities.orgGuid, orgGuid);
      if (definitionGuid === EMPTY_GUID) {
        return db
          .select({ guid: entities.guid, name: entities.name })
          .from(entities)
          .where(inOrg)
          .orderBy(asc(entities.name));
      }
      const [definition] = await db
        .select({ guid: entityDefinitions.guid })
        .from(entityDefinitions)
        .where(and(eq(entityDefinitions.guid, definitionGuid), eq(entityDefinitions.orgGuid, orgGuid)));
      if (!definition) throw notFound('Entity definition not found.');
      return db
        .select({ guid: entities.guid, name: entities.name })
        .from(entities)
        .where(and(inOrg, eq(entities.entityDefinitionGuid, definitionGuid)))
        .orderBy(asc(entities.name));
    },
  );
}
