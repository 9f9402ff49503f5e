import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ItemDefinition } from '../../shared/generated/types.gen.ts';
import { ITEM_EDITORS, SETUP_VIEWERS } from '../../shared/auth/role-sets.ts';
import { orgFrom, resource } from '../auth/access.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import { countFormResponses } from '../repositories/form-definitions.ts';
import {
  createEmptyForm,
  deleteFormDefinition,
  inTransaction,
} from '../repositories/form-definition-store.ts';
import {
  deleteItemRow,
  insertItem,
  itemDtosFor,
  itemFromRow,
  itemOfForm,
  lockItemRow,
  updateItem,
} from '../repositories/item-definitions.ts';
import { ITEM_NOT_FOUND, ownedItemOf, visibleItemOf } from '../resources/item-resource.ts';
import { storeRefresh } from './admin-validation.ts';
import { formCodeFromName } from './form-code.ts';
import { FORM_CACHES, guidParams, ref } from './form-route-parts.ts';
import {
  ITEM_MESSAGES,
  assertOnlyGlobal,
  checkedItemFields,
  itemBodyMessages,
} from './item-definition-checks.ts';

const tags = ['ItemDefinition'];
const itemSchema = ref('definitions/item-definition');
const ITEM_CACHES = 'itemDefinitions';

/** /api/ItemDefinition: compliance item definitions (spec platform 7, forms-and-workflows 2.10 and 5.11). */
export async function itemDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Params: { orgGuid: string } }>(
    '/:orgGuid/GetAllItemDefinitionDtos',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('params'), anyRole: SETUP_VIEWERS, superAdminPasses: true },
      },
      schema: {
        tags,
        summary: "The organisation's items and other organisations' public items, by name.",
        params: guidParams('orgGuid'),
        response: { 200: { type: 'array', items: ref('definitions/item-definition-dto') } },
      },
    },
    async (request) => itemDtosFor(db, request.orgGuid!),
  );

  app.get(
    '/:orgGuid/:itemDefinitionGuid/GetItemDefinition',
    {
      config: { access: resource('visibleItemDefinition', SETUP_VIEWERS) },
      schema: {
        tags,
        summary: "One item of the organisation, or another organisation's public item (read-only).",
        params: guidParams('orgGuid', 'itemDefinitionGuid'),
        response: { 200: itemSchema },
      },
    },
    async (request) => itemFromRow(visibleItemOf(request)),
  );

  app.get<{ Params: { orgGuid: string; formDefinitionGuid: string } }>(
    '/:orgGuid/:formDefinitionGuid/GetComplianceItemDefinitionFromFormGuid',
    {
      // The form guid only picks, among the items the organisation may read, the one owning that form.
      config: {
        access: {
          kind: 'org',
          orgGuid: orgFrom('params'),
          anyRole: SETUP_VIEWERS,
          superAdminPasses: true,
          inside: ['formDefinitionGuid'],
        },
      },
      schema: {
        tags,
        summary: 'The item whose form this is (its own organisation’s, or a public one).',
        params: guidParams('orgGuid', 'formDefinitionGuid'),
        response: { 200: itemSchema },
      },
    },
    async (request) => {
      const row = await itemOfForm(db, request.orgGuid!, request.params.formDefinitionGuid.toLowerCase());
      if (!row) throw notFound(ITEM_NOT_FOUND);
      return itemFromRow(row);
    },
  );

  app.post<{ Body: ItemDefinition }>(
    '/CreateItemDefinition',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('body'), anyRole: ITEM_EDITORS, superAdminPasses: true },
      },
      schema: {
        tags,
        summary:
          'Creates an item in body.orgGuid with its own empty Compliance Item Definition form (Setup Items).',
        body: itemSchema,
        response: { 200: itemSchema },
      },
      ...itemBodyMessages,
    },
    async (request, reply) => {
      const orgGuid = request.orgGuid!;
      const fields = await checkedItemFields(db, request.body, { orgGuid, saved: null });
      const row = await inTransaction(db, async (tx) => {
        await assertOnlyGlobal(tx, orgGuid, fields, null);
        const formDefinitionGuid = await createEmptyForm(tx, {
          orgGuid,
          name: fields.name,
          formType: 'ComplianceItemDefinition',
          formCode: formCodeFromName(fields.name),
        });
        return insertItem(tx, { ...fields, orgGuid, formDefinitionGuid });
      });
      storeRefresh(reply, ITEM_CACHES, FORM_CACHES);
      return itemFromRow(row);
    },
  );

  app.put<{ Body: ItemDefinition }>(
    '/:itemDefinitionGuid/UpdateItemDefinition',
    {
      config: { access: resource('itemDefinition', ITEM_EDITORS) },
      schema: {
        tags,
        summary: 'Saves an item of the caller’s organisation; its organisation and form stay as stored.',
        params: guidParams('itemDefinitionGuid'),
        body: itemSchema,
        response: { 200: itemSchema },
      },
      ...itemBodyMessages,
    },
    async (request, reply) => {
      const saved = ownedItemOf(request);
      const { guid, orgGuid, formDefinitionGuid } = request.body;
      if (guid.toLowerCase() !== saved.guid || orgGuid.toLowerCase() !== saved.orgGuid)
        throw badRequest(ITEM_MESSAGES.bodyMismatch);
      if (formDefinitionGuid && formDefinitionGuid.toLowerCase() !== saved.formDefinitionGuid)
        throw badRequest(ITEM_MESSAGES.formFixed, { formDefinitionGuid: [ITEM_MESSAGES.formFixed] });
      const fields = await checkedItemFields(db, request.body, { orgGuid: saved.orgGuid, saved });
      const row = await inTransaction(db, async (tx) => {
        await assertOnlyGlobal(tx, saved.orgGuid, fields, saved.guid);
        return updateItem(tx, saved.guid, fields);
      });
      storeRefresh(reply, ITEM_CACHES);
      return itemFromRow(row);
    },
  );

  app.delete(
    '/DeleteItemDefinition',
    {
      config: { access: resource('itemDefinition', ITEM_EDITORS, { from: 'query' }) },
      schema: {
        tags,
        summary:
          'Deletes an item and its form, unless it is in use on checklists or its form holds responses.',
        querystring: guidParams('itemDefinitionGuid'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const { guid } = ownedItemOf(request);
      await inTransaction(db, async (tx) => {
        // The item and its form are held until deleted: no save marks it in use, and no response is
        // started on its form, between the checks and the deletion.
        const item = await lockItemRow(tx, guid);
        if (!item) throw notFound(ITEM_NOT_FOUND);
        if (item.status === 'InUse') throw conflict(ITEM_MESSAGES.inUse);
        const formGuid = item.formDefinitionGuid;
        if (formGuid) {
          await tx
            .select({ guid: formDefinitions.guid })
            .from(formDefinitions)
            .where(eq(formDefinitions.guid, formGuid))
            .for('update');
          const responses = await countFormResponses(tx, formGuid);
          if (responses > 0) throw conflict(ITEM_MESSAGES.hasResponses(responses));
        }
        await deleteItemRow(tx, guid);
        if (formGuid) await deleteFormDefinition(tx, formGuid);
      });
      storeRefresh(reply, ITEM_CACHES, FORM_CACHES);
      return reply.status(204).send();
    },
  );
}
