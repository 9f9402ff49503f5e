import type { FastifyInstance } from 'fastify';
import { orgFrom, resource } from '../auth/access.ts';
import { badRequest, conflict } from '../http/problem.ts';
import type {
  CreateWorkflowDefinitionFormQuery,
  UpdateWorkflowDefinitionListingBody,
  WorkflowDefinition,
} from '../../shared/generated/types.gen.ts';
import { createEmptyForm } from '../repositories/form-definition-store.ts';
import {
  countWorkflowInstances,
  deleteWorkflowDefinitionRow,
  insertWorkflowDefinition,
  listWorkflowDefinitions,
  loadWorkflowDefinition,
  updateWorkflowDefinitionRow,
  workflowFormGuids,
} from '../repositories/workflow-definitions.ts';
import { assertDefinitionEssentials, definitionValues } from '../workflows/definition-values.ts';
import { checkListingColumns } from '../workflows/listing-columns.ts';
import { unusedFormCode } from '../workflows/workflow-form-checks.ts';
import { formCodeFromName } from './form-code.ts';
import { storedFormBody } from './form-definition.ts';
import { FORM_CACHES, guidParams, ref } from './form-route-parts.ts';
import { definitionOf } from '../resources/workflow-resources.ts';
import { ANY_MEMBER, SETUP_EDITORS } from '../../shared/auth/role-sets.ts';

const tags = ['WorkflowDefinition'];
const definitionSchema = ref('definitions/workflow-definition');
/** Client caches dropped after a change: the definitions, and the organisation info the side menu's workflow routes come from. */
const WORKFLOW_CACHES = `workflowDefinitions,orgInfo,${FORM_CACHES}`;
export const HAS_WORKFLOWS =
  'This workflow definition has workflows and cannot be deleted. Archive it instead.';

/** /api/WorkflowDefinition (spec forms-and-workflows 7.3). */
export async function workflowDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  app.get<{ Querystring: { orgGuid: string } }>(
    '/GetAllWorkflowDefinitionDtos',
    {
      // Everyone in the organisation: the side menu has one route per definition.
      config: {
        access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: ANY_MEMBER, superAdminPasses: true },
      },
      schema: {
        tags,
        summary: "The organisation's workflow definitions by name, with their workflow counts.",
        querystring: ref('api/workflow-definition-org-query'),
        response: { 200: ref('api/get-all-workflow-definition-dtos-response') },
      },
    },
    async (request) => listWorkflowDefinitions(db, request.orgGuid!),
  );

  app.get(
    '/:workflowDefinitionGuid/:orgGuid/GetWorkflowDefinition',
    {
      config: { access: resource('workflowDefinition', ANY_MEMBER) },
      schema: {
        tags,
        summary: 'The whole definition with its forms.',
        params: guidParams('workflowDefinitionGuid', 'orgGuid'),
        response: { 200: definitionSchema },
      },
    },
    async (request) => loadWorkflowDefinition(db, definitionOf(request)),
  );

  app.post<{ Querystring: { orgGuid: string }; Body: WorkflowDefinition }>(
    '/CreateWorkflowDefinition',
    {
      config: {
        access: { kind: 'org', orgGuid: orgFrom('query'), anyRole: SETUP_EDITORS, superAdminPasses: true },
      },
      preValidation: async (request) => assertDefinitionEssentials(request.body),
      schema: {
        tags,
        summary: 'Creates a definition from the editor (guid "new…"); returns it with its new guid.',
        querystring: ref('api/workflow-definition-org-query'),
        body: definitionSchema,
        response: { 200: definitionSchema },
      },
    },
    async (request, reply) => {
      const values = await definitionValues(db, request.orgGuid!, request.body, undefined);
      const row = await insertWorkflowDefinition(db, request.orgGuid!, values);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return loadWorkflowDefinition(db, row);
    },
  );

  app.post<{ Querystring: CreateWorkflowDefinitionFormQuery }>(
    '/CreateWorkflowDefinitionForm',
    {
      config: { access: resource('workflowDefinition', SETUP_EDITORS, { from: 'query' }) },
      schema: {
        tags,
        summary:
          'Adds a step form (InlineForm, at the end) or a main form (StandaloneForm) to the definition.',
        querystring: ref('api/create-workflow-definition-form-query'),
        response: { 200: ref('definitions/form-definition') },
      },
    },
    async (request, reply) => {
      const definition = definitionOf(request);
      const name = request.query.formName.trim();
      if (!name) throw badRequest('Name is required', { formName: ['Name is required'] });
      const step = request.query.isCreatingWorkflowStep !== false;
      const existing = await workflowFormGuids(db, definition.guid);
      const guid = await createEmptyForm(db, {
        orgGuid: definition.orgGuid,
        name,
        formType: step ? 'InlineForm' : 'StandaloneForm',
        formCode: await unusedFormCode(db, definition.guid, formCodeFromName(name)),
        workflowDefinitionGuid: definition.guid,
        sortOrder: existing.length,
      });
      await updateWorkflowDefinitionRow(db, definition.guid, {});
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return storedFormBody(app, guid);
    },
  );

  app.put<{ Body: WorkflowDefinition }>(
    '/:workflowDefinitionGuid/UpdateWorkflowDefinition',
    {
      config: { access: resource('workflowDefinition', SETUP_EDITORS) },
      preValidation: async (request) => assertDefinitionEssentials(request.body),
      schema: {
        tags,
        summary:
          'Replaces the definition (not its forms, which have their own calls); the entity type is fixed once set.',
        params: guidParams('workflowDefinitionGuid'),
        body: definitionSchema,
        response: { 200: definitionSchema },
      },
    },
    async (request, reply) => {
      const stored = definitionOf(request);
      const values = await definitionValues(db, stored.orgGuid, request.body, stored);
      const forms = (await loadWorkflowDefinition(db, stored)).formDefinitions;
      values.questionsToShow = checkListingColumns(values.questionsToShow, forms);
      const row = await updateWorkflowDefinitionRow(db, stored.guid, values);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return loadWorkflowDefinition(db, row);
    },
  );

  app.put<{ Body: UpdateWorkflowDefinitionListingBody }>(
    '/:workflowDefinitionGuid/UpdateWorkflowDefinitionListing',
    {
      config: { access: resource('workflowDefinition', SETUP_EDITORS) },
      schema: {
        tags,
        summary: "Sets the list screen's columns (questionsToShow), the name column first.",
        params: guidParams('workflowDefinitionGuid'),
        body: ref('api/update-workflow-definition-listing-body'),
        response: { 200: definitionSchema },
      },
    },
    async (request, reply) => {
      const stored = definitionOf(request);
      const forms = (await loadWorkflowDefinition(db, stored)).formDefinitions;
      const questionsToShow = checkListingColumns(request.body.questionsToShow, forms);
      const row = await updateWorkflowDefinitionRow(db, stored.guid, { questionsToShow });
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return loadWorkflowDefinition(db, row);
    },
  );

  app.delete<{ Querystring: { orgGuid: string } }>(
    '/:workflowDefinitionGuid/DeleteWorkflowDefinition',
    {
      config: { access: resource('workflowDefinition', SETUP_EDITORS) },
      schema: {
        tags,
        summary: 'Deletes a definition and its forms; refused while it has workflows (archive it instead).',
        params: guidParams('workflowDefinitionGuid'),
        querystring: ref('api/workflow-definition-org-query'),
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      const definition = definitionOf(request);
      if ((await countWorkflowInstances(db, definition.guid)) > 0) throw conflict(HAS_WORKFLOWS);
      await deleteWorkflowDefinitionRow(db, definition.guid);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return reply.status(204).send();
    },
  );
}
