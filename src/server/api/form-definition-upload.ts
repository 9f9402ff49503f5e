import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { DESIGN_REFUSED, mayDesignForm } from '../auth/form-designers.ts';
import { badRequest, forbidden } from '../http/problem.ts';
import { callerOf } from './answer-route-kit.ts';
import { assertCleanValue, decodeUtf8 } from '../http/hostile-input.ts';
import { MAX_JSON_BYTES } from '../http/input-messages.ts';
import { loadFormRow } from '../repositories/form-definitions.ts';
import { saveFormDefinition } from '../repositories/form-definition-store.ts';
import { checkListReferences, listUserOf } from './form-list-checks.ts';
import { checkFormDefinition } from './form-definition-checks.ts';
import { storedFormBody } from './form-definition.ts';
import { FORM_CACHES, ref } from './form-route-parts.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';
import { SETUP_EDITORS } from '../../shared/auth/role-sets.ts';

export const NO_JSON = 'No JSON provided';

/** Reads the uploaded text: empty input is the designer's 'No JSON provided', not a parser error. */
function parseUpload(body: unknown): unknown {
  if (body === undefined || body === null) throw badRequest(NO_JSON);
  if (typeof body !== 'string') return body;
  if (!body.trim()) throw badRequest(NO_JSON);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch (error) {
    throw badRequest(
      `The JSON could not be read: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
  assertCleanValue(parsed);
  return parsed;
}

/** Element events are not supported in uploads (spec 5.10): say which elements carry them. */
function refuseEvents(form: unknown): void {
  const components = (form as { components?: unknown }).components;
  if (!Array.isArray(components)) return;
  const withEvents = components
    .filter(
      (element) =>
        Array.isArray((element as { events?: unknown }).events) &&
        (element as { events: unknown[] }).events.length > 0,
    )
    .map((element) =>
      String((element as { questionCode?: unknown }).questionCode ?? (element as { guid?: unknown }).guid),
    );
  if (withEvents.length) {
    const message = `Events are not supported in uploaded JSON. Remove the events of: ${withEvents.join(', ')}.`;
    throw badRequest(message, { events: [message] });
  }
}

/** POST /api/FormDefinition?formDefinitionGuid&orgGuid: creates or replaces a form from uploaded JSON. */
export async function formDefinitionUploadRoutes(app: FastifyInstance): Promise<void> {
  // In this plugin only: bodies arrive as text so an empty upload gets the designer's message.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: MAX_JSON_BYTES },
    (_request, body, done) => {
      try {
        done(null, decodeUtf8(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.post<{ Querystring: { orgGuid: string; formDefinitionGuid?: string }; Body: unknown }>(
    '/',
    {
      config: {
        announce: 'formDefinition',
        // A formDefinitionGuid of another organisation's form does not reach it: the upload becomes a new form.
        access: {
          kind: 'org',
          orgGuid: orgFrom('query'),
          anyRole: SETUP_EDITORS,
          superAdminPasses: true,
          inside: ['formDefinitionGuid'],
        },
      },
      schema: {
        tags: ['FormDefinition'],
        summary:
          'Uploads a form as JSON: creates the form or replaces the one with that guid. Element events are refused.',
        querystring: ref('api/upload-form-definition-query'),
        response: {
          200: ref('definitions/form-definition'),
        },
      },
    },
    async (request, reply) => {
      const uploaded = parseUpload(request.body);
      if (typeof uploaded !== 'object' || uploaded === null || Array.isArray(uploaded))
        throw badRequest('The uploaded JSON must be a form object.');
      refuseEvents(uploaded);
      const bodyGuid = (uploaded as { guid?: unknown }).guid;
      let guid =
        request.query.formDefinitionGuid ??
        (typeof bodyGuid === 'string' && GUID_PATTERN.test(bodyGuid) ? bodyGuid : crypto.randomUUID());
      guid = guid.toLowerCase();
      // A guid another organisation's form holds is not ours to replace: the upload becomes a new form.
      const existing = await loadFormRow(app.database.db, guid);
      if (existing && existing.orgGuid !== request.orgGuid) guid = crypto.randomUUID();
      const form = checkFormDefinition({ ...uploaded, guid });
      const owner = existing && existing.orgGuid === request.orgGuid ? existing : undefined;
      // As in the designer: the form replaced and the form uploaded must both be of a type the caller designs.
      const caller = callerOf(request);
      if (
        ![owner?.formType, form.formType].every(
          (type) => !type || mayDesignForm(caller, request.orgGuid!, type),
        )
      )
        throw forbidden(DESIGN_REFUSED);
      await checkListReferences(
        app.database.db,
        listUserOf({
          guid,
          orgGuid: request.orgGuid!,
          workflowDefinitionGuid: owner?.workflowDefinitionGuid,
        }),
        form.components,
      );
      await saveFormDefinition(app.database.db, { guid, orgGuid: request.orgGuid!, form });
      reply.header('X-Store-Refresh', FORM_CACHES);
      return storedFormBody(app, guid);
    },
  );
}
