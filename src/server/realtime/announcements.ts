import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealtimeApi } from './realtime-api.ts';
import type { WritingTab } from './hub-server.ts';
import {
  MAX_WRITER_CONNECTIONS,
  WRITER_CONNECTIONS_HEADER,
} from '../../shared/realtime/writer-connections.ts';

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
  writer: WritingTab,
  byName: string,
) => Promise<void>;

// Hub connection ids are UUIDs (hub-connection.ts); anything else in the header names no connection.
const CONNECTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The writing tab's own connections, as its request names them (shared/realtime/writer-connections.ts). */
function writingTab(request: FastifyRequest, user: string): WritingTab {
  const header = request.headers[WRITER_CONNECTIONS_HEADER.toLowerCase()];
  const named = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const connections = named
    .map((id) => id.trim().toLowerCase())
    .filter((id) => CONNECTION_ID.test(id))
    .slice(0, MAX_WRITER_CONNECTIONS);
  return { user, connections };
}

const announcers: Record<Announcement, Announcer> = {
  // Others viewing the response fetch the recent answers and merge them (forms 4.7).
  responseAnswers: (realtime, request, writer) => {
    const responseGuid = param(request, 'responseGuid');
    return realtime.sendToGroup('formResponse', responseGuid, 'FormUpdated', [responseGuid], {
      except: writer,
    });
  },
  formDefinition: (realtime, request, writer, byName) => {
    // The upload names the form it replaces in its query; an upload that adds a form has nobody to tell.
    const formDefinitionGuid =
      param(request, 'formDefinitionGuid') ||
      String((request.query as { formDefinitionGuid?: unknown }).formDefinitionGuid ?? '').toLowerCase();
    if (!formDefinitionGuid) return Promise.resolve();
    const update = { updatedAt: new Date().toISOString(), updatedByUser: byName, formDefinitionGuid };
    return realtime.sendToGroup('formDesigner', formDefinitionGuid, 'FormUpdated', [update], {
      except: writer,
    });
  },
  workflowEvent: (realtime, request, writer, byName) => {
    const eventCode = String((request.query as { eventCode?: unknown }).eventCode ?? '');
    return realtime.sendToGroup(
      'workflowInstance',
      param(request, 'workflowGuid'),
      'Update',
      [true, `${byName} recorded the event '${eventCode}'.`],
      { except: writer },
    );
  },
  workflowUpdate: (realtime, request, writer, byName) =>
    realtime.sendToGroup(
      'workflowInstance',
      param(request, 'workflowGuid'),
      'Update',
      [true, `${byName} updated the workflow.`],
      { except: writer },
    ),
};

/** Sends each successful announcing call's event once the answer has gone out. */
export function registerAnnouncements(app: FastifyInstance, realtime: RealtimeApi): void {
  app.addHook('onResponse', async (request, reply) => {
    const announcement = request.routeOptions.config.announce;
    if (!announcement || reply.statusCode >= 300 || !request.caller) return;
    const { loginAccountGuid, loginName } = request.caller;
    await announcers[announcement](realtime, request, writingTab(request, loginAccountGuid), loginName).catch(
      (error: unknown) => request.log.error({ err: error }, 'A live update could not be sent'),
    );
  });
}
