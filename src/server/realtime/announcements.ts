import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealtimeApi } from './realtime-api.ts';

/**
 * What a successful call of a route tells the live groups, declared on the route beside its access rule
 * (`config.announce`), so a write path never forgets its event and routes hold no hub code.
 */
export type Announcement = 'responseAnswers' | 'formDefinition' | 'workflowEvent' | 'workflowUpdate';

declare module 'fastify' {
  interface FastifyContextConfig {
    announce?: Announcement;
  }
}

const param = (request: FastifyRequest, name: string) =>
  String((request.params as Record<string, unknown>)[name] ?? '').toLowerCase();

type Announcer = (
  realtime: RealtimeApi,
  request: FastifyRequest,
  byUser: string,
  byName: string,
) => Promise<void>;

const announcers: Record<Announcement, Announcer> = {
  // Others viewing the response fetch the recent answers and merge them (forms 4.7).
  responseAnswers: (realtime, request, byUser) => {
    const responseGuid = param(request, 'responseGuid');
    return realtime.sendToGroup('formResponse', responseGuid, 'FormUpdated', [responseGuid], {
      exceptUser: byUser,
    });
  },
  formDefinition: (realtime, request, byUser, byName) => {
    // The upload names the form it replaces in its query; an upload that adds a form has nobody to tell.
    const formDefinitionGuid =
      param(request, 'formDefinitionGuid') ||
      String((request.query as { formDefinitionGuid?: unknown }).formDefinitionGuid ?? '').toLowerCase();
    if (!formDefinitionGuid) return Promise.resolve();
    const update = { updatedAt: new Date().toISOString(), updatedByUser: byName, formDefinitionGuid };
    return realtime.sendToGroup('formDesigner', formDefinitionGuid, 'FormUpdated', [update], {
      exceptUser: byUser,
    });
  },
  workflowEvent: (realtime, request, byUser, byName) => {
    const eventCode = String((request.query as { eventCode?: unknown }).eventCode ?? '');
    return realtime.sendToGroup(
      'workflowInstance',
      param(request, 'workflowGuid'),
      'Update',
      [true, `${byName} recorded the event '${eventCode}'.`],
      { exceptUser: byUser },
    );
  },
  workflowUpdate: (realtime, request, byUser, byName) =>
    realtime.sendToGroup(
      'workflowInstance',
      param(request, 'workflowGuid'),
      'Update',
      [true, `${byName} updated the workflow.`],
      {
        exceptUser: byUser,
      },
    ),
};

/** Sends each successful announcing call's event once the answer has gone out. */
export function registerAnnouncements(app: FastifyInstance, realtime: RealtimeApi): void {
  app.addHook('onResponse', async (request, reply) => {
    const announcement = request.routeOptions.config.announce;
    if (!announcement || reply.statusCode >= 300 || !request.caller) return;
    const { loginAccountGuid, loginName } = request.caller;
    await announcers[announcement](realtime, request, loginAccountGuid, loginName).catch((error: unknown) =>
      request.log.error({ err: error }, 'A live update could not be sent'),
    );
  });
}
