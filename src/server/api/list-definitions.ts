import type { FastifyInstance } from 'fastify';
import type {
  GetAllListDefinitionsQuery,
  GetPdfCodeListDefinitionsQuery,
  ListDefinition,
} from '../../shared/generated/types.gen.ts';
import { orgFrom, resource } from '../auth/access.ts';
import { listOf } from '../resources/list-resource.ts';
import { ANY_MEMBER, SETUP_EDITORS } from '../../shared/auth/role-sets.ts';
import { badRequest, conflict } from '../http/problem.ts';
import { schemaRef } from '../http/schema-compilers.ts';
import {
  deleteList,
  insertList,
  listsInScope,
  pdfCodeLists,
  updateList,
} from '../repositories/list-definitions.ts';
import { guidParams, specMessages, storeRefresh } from './admin-validation.ts';
import { LIST_ITEMS_REQUIRED, LIST_NAME_REQUIRED } from '../../shared/lists/list-draft.ts';
import { checkedListFields, LIST_MESSAGES } from './list-definition-checks.ts';
import { formsUsingList } from '../repositories/list-uses.ts';

const schemaBase = 'https://schemas.business-tools.local/';
const listDefinition = schemaRef(`${schemaBase}definitions/list-definition.schema.json`);
const tags = ['ListDefinition'];
const LIST_CACHES = 'listDefinitions';
const listMessages = specMessages({
  name: { required: LIST_NAME_REQUIRED, maxLength: 'Name must be at most 250 characters.' },
  items: {
    minItems: LIST_ITEMS_REQUIRED,
    required: LIST_ITEMS_REQUIRED,
    other: 'Every option needs a label and a code.',
  },
});

/** The list queries act in the caller's current organisation; form and workflow guids only filter inside it. */
const inCurrentOrg = {
  kind: 'org',
  orgGuid: orgFrom('query', 'currentOrganizationGuid'),
  anyRole: ANY_MEMBER,
  inside: ['formDefinitionGuid', 'workflowDefinitionGuid'],
} as const;

/** /api/ListDefinition: reusable option lists (spec 7.4). */
export async function listDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: GetAllListDefinitionsQuery }>(
    '/GetAllListDefinitions',
    {
      config: { access: inCurrentOrg },
      schema: {
        tags,
        summary:
          'Public lists, the organisation’s org-wide lists, and its lists for the given form and workflow, by name.',
        querystring: schemaRef(`${schemaBase}api/get-all-list-definitions-query.schema.json`),
        response: { 200: { type: 'array', items: listDefinition } },
      },
    },
    async (request) =>
      listsInScope(db, request.orgGuid!, {
        formDefinitionGuid: request.query.formDefinitionGuid?.toLowerCase(),
        workflowDefinitionGuid: request.query.workflowDefinitionGuid?.toLowerCase(),
      }),
  );

  app.get<{ Querystring: GetPdfCodeListDefinitionsQuery }>(
    '/GetPdfCodeListDefinitions',
    {
      config: { access: inCurrentOrg },
      schema: {
        tags,
        summary: 'The PDF-code list of a workflow of the organisation (an empty array when it has none).',
        querystring: schemaRef(`${schemaBase}api/get-pdf-code-list-definitions-query.schema.json`),
        response: { 200: { type: 'array', items: listDefinition } },
      },
    },
    async (request) => pdfCodeLists(db, request.orgGuid!, request.query.workflowDefinitionGuid.toLowerCase()),
  );

  app.get<{ Params: { listDefinitionGuid: string } }>(
    '/:listDefinitionGuid',
    {
      config: { access: resource('listDefinition', ANY_MEMBER) },
      schema: {
        tags,
        summary: 'One list: public, or of an organisation the caller belongs to.',
        params: guidParams('listDefinitionGuid'),
        response: { 200: listDefinition },
      },
    },
    async (request) => listOf(request),
  );

  app.post<{ Body: ListDefinition }>(
    '/CreateListDefinition',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('body'), anyRole: SETUP_EDITORS, superAdminPasses: true },
      },
      schema: {
        tags,
        summary: 'Creates a list in body.orgGuid (Setup Basic; public lists by super admins only).',
        body: listDefinition,
        response: { 200: listDefinition },
      },
      ...listMessages,
    },
    async (request, reply) => {
      const fields = await checkedListFields(request.body, {
        db,
        orgGuid: request.orgGuid!,
        superAdmin: request.caller!.superAdmin,
        saved: null,
      });
      const created = await insertList(db, request.orgGuid!, fields);
      storeRefresh(reply, LIST_CACHES);
      return created;
    },
  );

  app.put<{ Querystring: { listDefinitionGuid: string }; Body: ListDefinition }>(
    '/UpdateListDefinition',
    {
      config: { access: resource('listDefinition', SETUP_EDITORS, { from: 'query' }) },
      schema: {
        tags,
        summary:
          'Saves a list (Setup Basic in its organisation; visibility only kept or widened; public lists by super admins).',
        querystring: guidParams('listDefinitionGuid'),
        body: listDefinition,
        response: { 200: listDefinition },
      },
      ...listMessages,
    },
    async (request, reply) => {
      const saved = listOf(request);
      const bodyGuid = request.body.listDefinitionGuid.toLowerCase();
      const bodyOrg = request.body.orgGuid?.toLowerCase();
      if (bodyGuid !== saved.listDefinitionGuid || (bodyOrg && bodyOrg !== saved.orgGuid)) {
        throw badRequest('The list in the body does not match the address.');
      }
      const fields = await checkedListFields(request.body, {
        db,
        orgGuid: saved.orgGuid!,
        superAdmin: request.caller!.superAdmin,
        saved,
      });
      const updated = await updateList(db, saved.listDefinitionGuid, fields);
      storeRefresh(reply, LIST_CACHES);
      return updated;
    },
  );

  app.delete<{ Params: { listDefinitionGuid: string } }>(
    '/:listDefinitionGuid',
    {
      config: { access: resource('listDefinition', SETUP_EDITORS) },
      schema: {
        tags,
        summary: 'Deletes a list the caller may edit that no question reads its options from.',
        params: guidParams('listDefinitionGuid'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const list = listOf(request);
      // Questions reading their options from the list would lose them (docs/designer-decisions.md).
      const users = await formsUsingList(db, list.listDefinitionGuid);
      if (users.length > 0) throw conflict(LIST_MESSAGES.inUse(users));
      await deleteList(db, list.listDefinitionGuid);
      storeRefresh(reply, LIST_CACHES);
      return reply.status(204).send();
    },
  );
}
