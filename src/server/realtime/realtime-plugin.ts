import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HubName } from '../../shared/realtime/hub-contract.ts';
import type { HubDefinition } from './hub-registry.ts';
import { HubServer } from './hub-server.ts';
import { hubRoutes } from './hub-routes.ts';
import { attachWebSockets } from './transports/websockets.ts';
import { realtimeApi, type RealtimeApi } from './realtime-api.ts';
import { registerAnnouncements } from './announcements.ts';
import { SiteStatusFlag } from './site-status.ts';
import { registerOfflineGuard } from './offline-guard.ts';
import { formResponseHub } from './hubs/form-response.hub.ts';
import { workflowInstanceHub } from './hubs/workflow-instance.hub.ts';
import { selfHub } from './hubs/self.hub.ts';
import { formDesignerHub } from './hubs/form-designer.hub.ts';
import { expressionValidationHub } from './hubs/expression-validation.hub.ts';
import { orgWideHub } from './hubs/org-wide.hub.ts';
import { siteWideHub } from './hubs/site-wide.hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeApi;
    siteStatus: SiteStatusFlag;
  }
}

/**
 * Real time (platform 7): the SignalR hubs on this server's port, events sent across instances through
 * the database, the maintenance flag and the guard that refuses API calls while it is set, and the
 * announcements routes declare. Register after the access plugin and identity (hubs verify tokens the
 * same way) and before the routes that announce.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const flag = new SiteStatusFlag(app);
  const hubs: Record<HubName, HubDefinition> = {
    formResponse: formResponseHub,
    workflowInstance: workflowInstanceHub,
    self: selfHub,
    formDesigner: formDesignerHub,
    expressionValidation: expressionValidationHub,
    orgWide: orgWideHub,
    siteWide: siteWideHub(flag),
  };
  const hubServer = new HubServer(app, hubs);
  const realtime = realtimeApi(hubServer);
  app.decorate('realtime', realtime);
  app.decorate('siteStatus', flag);
  registerOfflineGuard(app, flag);
  registerAnnouncements(app, realtime);
  for (const hub of Object.values(hubs)) await app.register(hubRoutes, { hub, hubServer });
  attachWebSockets(app, hubServer);

  app.addHook('onReady', async () => {
    await flag.start();
    await hubServer.start();
  });
  // Before the HTTP server waits for open requests: event streams and long polls end here.
  app.addHook('preClose', async () => {
    await hubServer.stop();
    await flag.stop();
  });
});
