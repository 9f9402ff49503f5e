import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resource } from '../auth/access.ts';
import { notFound } from '../http/problem.ts';
import type { CreateWorkflowInstanceBody, WorkflowInstance } from '../../shared/generated/types.gen.ts';
import { loadWorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { loadWorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import { filledInAResponse, loadWorkflowCaller, workflowRights } from '../workflows/workflow-access.ts';
import { workflowList } from '../workflows/workflow-list.ts';
import { workflowListBody } from '../workflows/workflow-list-json.ts';
import { workflowBody } from '../workflows/workflow-body.ts';
import { createWorkflow, recordEventTrigger, updateWorkflow } from '../workflows/workflow-changes.ts';
import { addStepResponse } from '../workflows/step-instances.ts';
import { INSTANCE_NOT_FOUND, definitionOf, instanceOf } from '../resources/workflow-resources.ts';
import { ANY_MEMBER } from '../../shared/auth/role-sets.ts';
import { guidParams, ref, uuid } from './form-route-parts.ts';
import { publicResponse } from './form-response-reads.ts';
import { startMainFormResponse } from '../workflows/main-form-responses.ts';

const tags = ['WorkflowInstance'];
const WORKFLOW_CACHES = 'workflows';
/** Routes under a definition and the organisation it belongs to; an entity is read only inside that organisation. */
const underDefinition = resource('workflowDefinition', ANY_MEMBER, { inside: ['entityGuid'] });

const listParams = (withEntity: boolean) => ({
  type: 'object',
  additionalProperties: false,
  required: ['orgGuid', 'workflowDefinitionGuid', 'includeArchived', ...(withEntity ? ['entityGuid'] : [])],
  properties: {
    orgGuid: uuid,
    workflowDefinitionGuid: uuid,
    includeArchived: { type: 'boolean' },
    ...(withEntity ? { entityGuid: uuid } : {}),
  },
});

interface ListParams {
  orgGuid: string;
  workflowDefinitionGuid: string;
  includeArchived: boolean;
  entityGuid?: string;
}

/** /api/WorkflowInstance (spec forms-and-workflows 7.3). */
export async function workflowInstanceRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  // The body is sent as the JSON it is already (workflow-list-json.ts), not serialised again.
  const list = async (request: FastifyRequest<{ Params: ListParams }>, reply: FastifyReply) => {
    const definition = definitionOf(request);
    const who = await loadWorkflowCaller(db, request.caller!, definition.orgGuid);
    const answer = await workflowList(db, who, definition, {
      includeArchived: request.params.includeArchived,
      entityGuid: request.params.entityGuid?.toLowerCase(),
    });
    const body = workflowListBody(answer, (payload) => String(reply.serialize(payload)));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const listSchema = (withEntity: boolean) => ({
    config: { access: underDefinition },
    schema: {
      tags,
      summary:
        'The workflows of a definition the caller may read, newest change first, with the list columns’ answers.',
      params: listParams(withEntity),
      response: { 200: ref('api/get-workflow-dtos-response') },
    },
  });
  app.get<{ Params: ListParams }>(
    '/:orgGuid/:workflowDefinitionGuid/:includeArchived/GetWorkflowDtos',
    listSchema(false),
    list,
  );
  app.get<{ Params: ListParams }>(
    '/:orgGuid/:workflowDefinitionGuid/:includeArchived/:entityGuid/GetWorkflowDtos',
    listSchema(true),
    list,
  );

  /** The workflow of the path as the caller may see it; one they may not read looks missing. */
  const readable = async (request: FastifyRequest) => {
    const instance = instanceOf(request);
    const definition = (await loadWorkflowDefinitionRow(db, instance.workflowDefinitionGuid))!;
    const who = await loadWorkflowCaller(db, request.caller!, instance.orgGuid);
    const rights = workflowRights(
      who,
      definition.groupsWithAllAccess,
      instance,
      await filledInAResponse(db, who, instance.guid),
    );
    if (!rights.mayRead) throw notFound(INSTANCE_NOT_FOUND);
    return { instance, definition, who };
  };

  app.get(
    '/:workflowGuid/GetWorkflow',
    {
      config: { access: resource('workflowInstance', ANY_MEMBER) },
      schema: {
        tags,
        summary: 'The workflow with its definition, responses, shared answers and list definitions.',
        params: guidParams('workflowGuid'),
        querystring: ref('api/get-workflow-query'),
        response: { 200: ref('api/get-workflow-response') },
      },
    },
    async (request) => {
      const { instance, definition } = await readable(request);
      return workflowBody(db, instance, definition, request.caller!.loginAccountGuid);
    },
  );

  const createSchema = (withEntity: boolean) => ({
    config: { access: underDefinition },
    schema: {
      tags,
      summary: withEntity
        ? 'Creates a workflow for an entity, in the first status, with a response of each step form.'
        : 'Creates a workflow without an entity (definitions without an entity type).',
      params: guidParams('workflowDefinitionGuid', ...(withEntity ? ['entityGuid'] : []), 'orgGuid'),
      body: ref('api/create-workflow-instance-body'),
      response: { 200: ref('api/get-workflow-response') },
    },
  });
  const create = async (
    request: FastifyRequest<{
      Params: { workflowDefinitionGuid: string; entityGuid?: string; orgGuid: string };
      Body: CreateWorkflowInstanceBody | undefined;
    }>,
    reply: { header: (name: string, value: string) => unknown },
  ) => {
    const definition = definitionOf(request);
    const who = await loadWorkflowCaller(db, request.caller!, definition.orgGuid);
    const instance = await createWorkflow(
      db,
      who,
      definition,
      request.params.entityGuid?.toLowerCase() ?? null,
      request.body?.name,
    );
    reply.header('X-Store-Refresh', WORKFLOW_CACHES);
    return workflowBody(db, instance, definition, who.loginAccountGuid);
  };
  app.post(
    '/:workflowDefinitionGuid/:entityGuid/:orgGuid/CreateWorkflowInstance',
    createSchema(true),
    create,
  );
  app.post(
    '/:workflowDefinitionGuid/:orgGuid/CreateWorkflowInstanceWithoutEntityGuid',
    createSchema(false),
    create,
  );

  app.put<{ Body: WorkflowInstance }>(
    '/:workflowGuid/UpdateWorkflow',
    {
      config: { access: resource('workflowInstance', ANY_MEMBER), announce: 'workflowUpdate' },
      schema: {
        tags,
        summary:
          'Saves the workflow (name, status, archive). Status moves and archiving are decided by the workflow machine; an archived workflow is read-only.',
        params: guidParams('workflowGuid'),
        body: ref('definitions/workflow-instance'),
        response: { 200: ref('api/get-workflow-response') },
      },
    },
    async (request, reply) => {
      // The change itself decides, with the workflow locked, whether the caller may read and edit it.
      const instance = instanceOf(request);
      const definition = (await loadWorkflowDefinitionRow(db, instance.workflowDefinitionGuid))!;
      const who = await loadWorkflowCaller(db, request.caller!, instance.orgGuid);
      const saved = await updateWorkflow(db, who, instance.guid, definition, request.body);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return workflowBody(db, saved, definition, who.loginAccountGuid);
    },
  );

  app.post<{ Params: { workflowGuid: string; formDefinitionGuid: string } }>(
    '/:workflowGuid/:formDefinitionGuid/CreateWorkflowFormResponse',
    {
      // The form is read only as a step of the workflow's own definition.
      config: { access: resource('workflowInstance', ANY_MEMBER, { inside: ['formDefinitionGuid'] }) },
      schema: {
        tags,
        summary:
          'Adds a response of a step form that allows several (its Multiple? setting) to the workflow, up to the form’s maximum.',
        params: guidParams('workflowGuid', 'formDefinitionGuid'),
        response: { 200: ref('api/get-workflow-response') },
      },
    },
    async (request, reply) => {
      const { instance, definition, who } = await readable(request);
      await addStepResponse(
        db,
        who,
        instance.guid,
        definition,
        request.params.formDefinitionGuid.toLowerCase(),
      );
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      const saved = (await loadWorkflowInstanceRow(db, instance.guid))!;
      return workflowBody(db, saved, definition, who.loginAccountGuid);
    },
  );

  app.post<{ Params: { workflowGuid: string; formDefinitionGuid: string } }>(
    '/:workflowGuid/:formDefinitionGuid/StartWorkflowMainForm',
    {
      // The form is read only among the workflow definition's own main forms.
      config: { access: resource('workflowInstance', ANY_MEMBER, { inside: ['formDefinitionGuid'] }) },
      schema: {
        tags,
        summary:
          'Starts the workflow’s response of one of its main forms (StandaloneForm), once, for those who may edit the workflow.',
        params: guidParams('workflowGuid', 'formDefinitionGuid'),
        response: { 200: ref('definitions/form-response') },
      },
    },
    async (request, reply) => {
      const { instance, definition, who } = await readable(request);
      const formGuid = request.params.formDefinitionGuid.toLowerCase();
      const started = await startMainFormResponse(db, who, instance.guid, definition, formGuid);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      return { ...publicResponse(started.response), answers: started.answers };
    },
  );

  app.put<{ Querystring: { eventCode?: string } }>(
    '/:workflowGuid/CreateWorkflowEventTrigger',
    {
      config: { access: resource('workflowInstance', ANY_MEMBER), announce: 'workflowEvent' },
      schema: {
        tags,
        summary: 'Records an event of the workflow (a name stamp or button action) by its code.',
        params: guidParams('workflowGuid'),
        querystring: ref('api/workflow-event-trigger-query'),
        response: { 204: { type: 'null', description: 'Recorded.' } },
      },
    },
    async (request, reply) => {
      const { instance, definition, who } = await readable(request);
      await recordEventTrigger(db, who, instance, definition, request.query.eventCode);
      return reply.status(204).send();
    },
  );
}
