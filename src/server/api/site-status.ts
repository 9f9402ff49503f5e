import type { FastifyInstance } from 'fastify';
import { schemaRef } from '../http/schema-compilers.ts';
import type { SiteAlertBody, SiteOfflineBody, SiteOnlineBody } from '../../shared/generated/types.gen.ts';

const ref = (name: string) => schemaRef(`https://schemas.business-tools.local/api/${name}.schema.json`);
const superAdmin = { access: { kind: 'superAdmin' as const } };
const tags = ['Site status'];

/**
 * The super admin's site alert and maintenance switch (platform 4, 7 and 8), under /api/SiteStatus. The
 * flag is stored, so it holds on every instance and across restarts; the hubs tell every open browser.
 */
export async function siteStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/GetSiteStatus',
    {
      // Anyone signed in may learn whether the server is offline (the client shows its blocking alert).
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary: 'Whether the server is offline for maintenance.',
        response: { 200: ref('site-status') },
      },
    },
    async () => app.siteStatus.current,
  );

  app.post<{ Body: SiteAlertBody }>(
    '/AlertEveryone',
    {
      config: superAdmin,
      schema: { tags, summary: 'Shows a warning in every open browser.', body: ref('site-alert-body') },
    },
    async (request, reply) => {
      await app.realtime.sendToEveryone('siteWide', 'AlertEveryone', [
        request.body.text,
        request.body.duration,
      ]);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: SiteOfflineBody }>(
    '/SetOffline',
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'Marks the server offline for maintenance: other API calls are refused until it is online.',
        body: ref('site-offline-body'),
        response: { 200: ref('site-status') },
      },
    },
    async (request) => {
      await app.siteStatus.set(true, request.body.text, request.caller!.loginAccountGuid);
      await app.realtime.sendToEveryone('siteWide', 'ServerOffline', [request.body.text]);
      return app.siteStatus.current;
    },
  );

  app.post<{ Body: SiteOnlineBody }>(
    '/SetOnline',
    {
      config: superAdmin,
      schema: {
        tags,
        summary: 'Marks the server online again and tells every open browser.',
        body: ref('site-online-body'),
        response: { 200: ref('site-status') },
      },
    },
    async (request) => {
      await app.siteStatus.set(false, request.body.text, request.caller!.loginAccountGuid);
      await app.realtime.sendToEveryone('siteWide', 'ServerOnline', [
        request.body.text,
        request.body.duration,
      ]);
      return app.siteStatus.current;
    },
  );
}
