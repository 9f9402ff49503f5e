import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  GetAllListDefinitionsQuery,
  GetPdfCodeListDefinitionsQuery,
  ListDefinition,
} from '../../shared/generated/types.gen.ts';
import { PUBLIC_LIST_EDIT_REFUSED, mayEditList } from '../../shared/lists/list-scope.ts';
import { orgFrom } from '../auth/access.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/problem.ts';
import { schemaRef } from '../http/schema-compilers.ts';
import {
  deleteList,
  findList,
  insertList,
  listsInScope,
  pdfCodeLists,
  updateList,
} from '../repositories/list-definitions.ts';
import { guidParams, specMessages, storeRefresh } from './admin-validation.ts';
import { LIST_ITEMS_REQUIRED, LIST_NAME_REQUIRED } from '../../shared/lists/list-draft.ts';
import { checkedListFields } from './list-definition-checks.ts';

const schemaBase = 'https://schemas.business-tools.local/';
const listDefinition = schemaRef(`${schemaBase}definitions/list-definition.schema.json`);
const tags = ['ListDefinition'];
const LIST_CACHES = 'listDefinitions';
const LIST_NOT_FOUND = 'List not found';
const listMessages = specMessages({
  name: { required: LIST_NAME_REQUIRED, maxLength: 'Name must be at most 250 characters.' },
  items: {
    minItems: LIST_ITEMS_REQUIRED,
    required: LIST_ITEMS_REQUIRED,
    other: 'Every option needs a label and a code.',
  },
});

/**
 * The list of the address as the caller may see it: public, or of an organisation they belong to. Super
 * admins reach every list, as they reach every form in the designer (spec 2.1).
 */
async function visibleList(request: FastifyRequest, guid: string): Promise<ListDefinition> {
  const caller = request.caller;
  if (!caller) throw unauthorized();
  const list = await findList(request.server.database.db, guid.toLowerCase());
  // Another organisation's lists are not revealed, not even that they exist.
  if (
    !list ||
    (list.visibility !== 'Public' && !caller.superAdmin && !caller.rolesByOrg.has(list.orgGuid!))
  ) {
    throw notFound(LIST_NOT_FOUND);
  }
  return list;
}

/** The list of the address, if the caller may change it (spec 6); otherwise 403, or 404 when it is not theirs to see. */
async function editableList(request: FastifyRequest, guid: string): Promise<ListDefinition> {
  const list = await visibleList(request, guid);
  const caller = request.caller!;
  const setupBasic = caller.rolesByOrg.get(list.orgGuid!)?.has('SetupBasic') ?? false;
  if (
    !mayEditList({
      superAdmin: caller.superAdmin,
      setupBasic,
      currentOrgGuid: list.orgGuid!,
      list: { visibility: list.visibility, orgGuid: list.orgGuid ?? null },
    })
  ) {
    throw forbidden(
      list.visibility === 'Public' ? PUBLIC_LIST_EDIT_REFUSED : 'You do not have permission to edit lists.',
    );
  }
  return list;
}

/** /api/ListDefinition: reusable option lists (spec 7.4). */
export async function listDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: GetAllListDefinitionsQuery }>(
    '/GetAllListDefinitions',
    {
      config: { access: { kind: 'org', orgGuid: orgFrom('query', 'currentOrganizationGuid'), anyRole: [] } },
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
      config: { access: { kind: 'org', orgGuid: orgFrom('query', 'currentOrganizationGuid'), anyRole: [] } },
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
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary: 'One list: public, or of an organisation the caller belongs to.',
        params: guidParams('listDefinitionGuid'),
        response: { 200: listDefinition },
      },
    },
    async (request) => visibleList(request, request.params.listDefinitionGuid),
  );

  app.post<{ Body: ListDefinition }>(
    '/CreateListDefinition',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('body'), anyRole: ['SetupBasic'], superAdminPasses: true },
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
      config: { access: { kind: 'signedIn' } },
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
      const saved = await editableList(request, request.query.listDefinitionGuid);
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
      config: { access: { kind: 'signedIn' } },
      schema: {
        tags,
        summary: 'Deletes a list the caller may edit.',
        params: guidParams('listDefinitionGuid'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const list = await editableList(request, request.params.listDefinitionGuid);
      await deleteList(db, list.listDefinitionGuid);
      storeRefresh(reply, LIST_CACHES);
      return reply.status(204).send();
    },
  );
}
