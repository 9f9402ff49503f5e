import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/problem.ts';
import { loadWorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { loadWorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import { isGuid } from '../../shared/guid.ts';
import { ownedRecord } from './owned-record.ts';

export const DEFINITION_NOT_FOUND = 'Workflow definition not found.';
export const INSTANCE_NOT_FOUND = 'Workflow instance not found';

/** The organisation named beside a record's guid, in the path or the query string. */
function orgNamedBeside(request: FastifyRequest): string | undefined {
  const named =
    (request.params as { orgGuid?: unknown }).orgGuid ?? (request.query as { orgGuid?: unknown }).orgGuid;
  if (named === undefined) return undefined;
  if (!isGuid(named))
    throw badRequest('The request is not valid.', { orgGuid: ['must match format "uuid"'] });
  return named.toLowerCase();
}

/** A workflow definition, reached by `:workflowDefinitionGuid`; an organisation named beside it must be its own. */
const definition = ownedRecord({
  param: 'workflowDefinitionGuid',
  alsoChecks: ['orgGuid'],
  missing: DEFINITION_NOT_FOUND,
  load: loadWorkflowDefinitionRow,
  matches: (request, row) => (orgNamedBeside(request) ?? row.orgGuid) === row.orgGuid,
});

/** A workflow instance, reached by `:workflowGuid`. */
const instance = ownedRecord({
  param: 'workflowGuid',
  missing: INSTANCE_NOT_FOUND,
  load: loadWorkflowInstanceRow,
});

export const workflowDefinitionResource = definition.resolver;
export const workflowInstanceResource = instance.resolver;
/** The workflow definition the route's resource rule loaded. */
export const definitionOf = definition.of;
/** The workflow instance the route's resource rule loaded. */
export const instanceOf = instance.of;
