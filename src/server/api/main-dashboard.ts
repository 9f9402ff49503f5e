import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { loadComplianceStatistics } from '../repositories/compliance-statistics.ts';

const count = { type: 'integer', minimum: 0 } as const;

/** /api/MainDashboard: the counters of the main dashboard (route table: Member). */
export async function mainDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/GetComplianceItemStatistics',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: ['Member'] } },
      schema: {
        tags: ['MainDashboard'],
        summary:
          'How many compliance item definitions of the organisation are active, inactive, unused and archived.',
        querystring: {
          type: 'object',
          required: ['orgGuid'],
          additionalProperties: false,
          properties: { orgGuid: { type: 'string', format: 'uuid' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['activeItems', 'inactiveItems', 'unusedItems', 'archivedItems'],
            properties: {
              activeItems: count,
              inactiveItems: count,
              unusedItems: count,
              archivedItems: count,
            },
          },
        },
      },
    },
    async (request) => loadComplianceStatistics(app.database.db, request.orgGuid!),
  );
}
