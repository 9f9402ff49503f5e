import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../db/tables/platform.ts';

const messageSchema = {
  type: 'object',
  required: ['guid', 'toAddress', 'subject', 'text', 'html', 'createdAt', 'sentAt', 'error'],
  properties: {
    guid: { type: 'string', format: 'uuid' },
    toAddress: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    error: { type: ['string', 'null'] },
  },
} as const;

/**
 * The outbox: every e-mail the server wrote, newest first. Without SMTP it is the only place messages
 * (sign-up verification, password reset links) can be read, so only super admins may see it.
 */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/GetMessages',
    {
      config: { access: { kind: 'superAdmin' } },
      schema: {
        tags: ['Admin'],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
        },
        response: { 200: { type: 'array', items: messageSchema } },
      },
    },
    async (request) => {
      const { limit } = request.query as { limit: number };
      const rows = await app.database.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  );
}
