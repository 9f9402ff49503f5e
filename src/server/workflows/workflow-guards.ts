import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertOrgAccess } from '../auth/access.ts';
import { HttpError, badRequest, notFound } from '../http/problem.ts';
import type { Role } from '../../shared/generated/types.gen.ts';
import {
  loadWorkflowDefinitionRow,
  type WorkflowDefinitionRow,
} from '../repositories/workflow-definitions.ts';
import { loadWorkflowInstanceRow, type WorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import { isGuid } from '../../shared/guid.ts';

// preValidation hooks for routes under a workflow definition or instance guid: load the record and check the
// caller in its organisation before the body is read. Another organisation's record looks missing.

export const DEFINITION_NOT_FOUND = 'Workflow definition not found.';
export const INSTANCE_NOT_FOUND = 'Workflow instance not found';

const definitionsOf = new WeakMap<FastifyRequest, WorkflowDefinitionRow>();
const instancesOf = new WeakMap<FastifyRequest, WorkflowInstanceRow>();

function guidIn(request: FastifyRequest, place: 'params' | 'query', name: string): string {
  const value = (request[place] as Record<string, unknown> | undefined)?.[name];
  if (!isGuid(value)) throw badRequest('The request is not valid.', { [name]: ['must match format "uuid"'] });
  return value.toLowerCase();
}

function assertIn(request: FastifyRequest, orgGuid: string, roles: readonly Role[], missing: string): void {
  try {
    request.orgGuid = assertOrgAccess(request, orgGuid, roles, true);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(missing);
    throw error;
  }
}

/** Loads the definition named by `param` (path, or query with `place`) and checks the roles in its organisation. */
export const guardWorkflowDefinition =
  (app: FastifyInstance, roles: readonly Role[], param = 'guid', place: 'params' | 'query' = 'params') =>
  async (request: FastifyRequest) => {
    const definition = await loadWorkflowDefinitionRow(app.database.db, guidIn(request, place, param));
    // An organisation named beside the guid must be the definition's own.
    const named =
      (request.params as { orgGuid?: string }).orgGuid ?? (request.query as { orgGuid?: string }).orgGuid;
    if (!definition || (typeof named === 'string' && named.toLowerCase() !== definition.orgGuid))
      throw notFound(DEFINITION_NOT_FOUND);
    assertIn(request, definition.orgGuid, roles, DEFINITION_NOT_FOUND);
    definitionsOf.set(request, definition);
  };

export const definitionOf = (request: FastifyRequest): WorkflowDefinitionRow => definitionsOf.get(request)!;

/** Loads the workflow instance of the path and checks the caller belongs to its organisation (any role). */
export const guardWorkflowInstance = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const instance = await loadWorkflowInstanceRow(app.database.db, guidIn(request, 'params', 'workflowGuid'));
  if (!instance) throw notFound(INSTANCE_NOT_FOUND);
  assertIn(request, instance.orgGuid, [], INSTANCE_NOT_FOUND);
  instancesOf.set(request, instance);
};

export const instanceOf = (request: FastifyRequest): WorkflowInstanceRow => instancesOf.get(request)!;
