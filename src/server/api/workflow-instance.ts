import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orgFrom } from '../auth/access.ts';
import { notFound } from '../http/problem.ts';
import type {
  CreateWorkflowInstanceBody,
  FormType,
  WorkflowInstance,
} from '../../shared/generated/types.gen.ts';
import {
  loadWorkflowDefinitionRow,
  workflowFormGuids,
  type WorkflowDefinitionRow,
} from '../repositories/workflow-definitions.ts';
import { listWorkflows, loadWorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import {
  filledInAResponse,
  loadWorkflowCaller,
  readableWorkflowsFilter,
  workflowRights,
} from '../workflows/workflow-access.ts';
import { workflowBody } from '../workflows/workflow-body.ts';
import { createWorkflow, recordEventTrigger, updateWorkflow } from '../workflows/workflow-changes.ts';
import {
  DEFINITION_NOT_FOUND,
  INSTANCE_NOT_FOUND,
  guardWorkflowInstance,
  instanceOf,
} from '../workflows/workflow-guards.ts';
import { ANY_MEMBER } from './form-access.ts';
import { guidParams, ref, signedIn, uuid } from './form-route-parts.ts';

const tags = ['WorkflowInstance'];
const WORKFLOW_CACHES = 'workflows';
const inOrg = {
  kind: 'org',
  orgGuid: orgFrom('params'),
  anyRole: ANY_MEMBER,
  superAdminPasses: true,
} as const;

/** The definition of the path, which must belong to the organisation the call acts in. */
async function definitionIn(
  app: FastifyInstance,
  request: FastifyRequest,
  guid: string,
): Promise<WorkflowDefinitionRow> {
  const definition = await loadWorkflowDefinitionRow(app.database.db, guid.toLowerCase());
  if (!definition || definition.orgGuid !== request.orgGuid) throw notFound(DEFINITION_NOT_FOUND);
  return definition;
}

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

  const list = async (request: FastifyRequest<{ Params: ListParams }>) => {
    const definition = await definitionIn(app, request, request.params.workflowDefinitionGuid);
    const who = await loadWorkflowCaller(db, request.caller!, definition.orgGuid);
    const forms = await workflowFormGuids(db, definition.guid);
    const steps = forms.filter((form) => (form.formType as FormType) === 'InlineForm');
    const rows = await listWorkflows(db, {
      orgGuid: definition.orgGuid,
      workflowDefinitionGuid: definition.guid,
      includeArchived: request.params.includeArchived,
      entityGuid: request.params.entityGuid?.toLowerCase(),
      readable: readableWorkflowsFilter(who, definition.groupsWithAllAccess),
      columns: definition.questionsToShow as never,
      singleStepFormGuid: steps.length === 1 ? steps[0]!.guid : null,
    });
    return {
      ...rows,
      workflowDefinitionUpdatedAt: definition.updatedAt.toISOString(),
      statusList: definition.statusList,
      questionCodesToDisplay: definition.questionsToShow,
    };
  };
  const listSchema = (withEntity: boolean) => ({
    config: { access: inOrg },
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
      config: { access: signedIn },
      preValidation: guardWorkflowInstance(app),
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
    config: { access: inOrg },
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
    const definition = await definitionIn(app, request, request.params.workflowDefinitionGuid);
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
      config: { access: signedIn },
      preValidation: guardWorkflowInstance(app),
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
      const { instance, definition, who } = await readable(request);
      await updateWorkflow(db, who, instance.guid, definition, request.body);
      reply.header('X-Store-Refresh', WORKFLOW_CACHES);
      const saved = (await loadWorkflowInstanceRow(db, instance.guid))!;
      return workflowBody(db, saved, definition, who.loginAccountGuid);
    },
  );

  app.put<{ Querystring: { eventCode?: string } }>(
    '/:workflowGuid/CreateWorkflowEventTrigger',
    {
      config: { access: signedIn },
      preValidation: guardWorkflowInstance(app),
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
