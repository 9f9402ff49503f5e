import type { FastifyRequest } from 'fastify';
import { grantInOwnerOrg } from '../auth/access.ts';
import { mayReachResponse } from '../auth/guest-responses.ts';
import type { ResourceResolver } from '../auth/resource-rule.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { loadFormResponse, type StoredFormResponse } from '../repositories/form-responses.ts';
import { mayReachWorkflowResponse } from '../workflows/workflow-access.ts';
import { isGuid } from '../../shared/guid.ts';
import type { Db } from '../db/database.ts';
import type { Role } from '../../shared/generated/types.gen.ts';

export const RESPONSE_NOT_FOUND = 'Form response not found.';
const NAMED_BESIDE = ['formDefinitionGuid', 'formGuid', 'orgGuid'] as const;

const responsesOf = new WeakMap<FastifyRequest, StoredFormResponse>();

/** A form or organisation named beside the response, from the path or the query string. */
function namedBeside(request: FastifyRequest, names: readonly string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const place of [request.params, request.query] as Record<string, unknown>[]) {
    for (const name of names) {
      const value = place?.[name];
      if (value === undefined || value === '' || named.has(name)) continue;
      if (!isGuid(value))
        throw badRequest('The request is not valid.', { [name]: ['must match format "uuid"'] });
      named.set(name, value.toLowerCase());
    }
  }
  return named;
}

/**
 * A form response, reached by `:responseGuid`. A form or organisation named beside it must be its own; a
 * Guest reaches only responses made for them or by them, and a workflow's response only someone the
 * workflow's access rules let in. Every refusal reads as a missing response.
 */
export const responseResource: ResourceResolver<StoredFormResponse> = {
  param: 'responseGuid',
  alsoChecks: NAMED_BESIDE,
  async resolve(request, guid, roles) {
    const db = request.server.database.db;
    await checkResponse(request, db, await loadFormResponse(db, guid), roles);
  },
  check: checkResponse,
};

async function checkResponse(
  request: FastifyRequest,
  db: Db,
  response: StoredFormResponse | undefined,
  roles: readonly Role[],
): Promise<void> {
  const named = namedBeside(request, NAMED_BESIDE);
  const formGuid = named.get('formDefinitionGuid') ?? named.get('formGuid');
  if (
    !response ||
    (formGuid !== undefined && formGuid !== response.formDefinitionGuid) ||
    (named.has('orgGuid') && named.get('orgGuid') !== response.orgGuid)
  ) {
    throw notFound(RESPONSE_NOT_FOUND);
  }
  grantInOwnerOrg(request, response.orgGuid, roles, RESPONSE_NOT_FOUND);
  if (!mayReachResponse(request.caller, response)) throw notFound(RESPONSE_NOT_FOUND);
  if (!(await mayReachWorkflowResponse(db, request.caller!, response))) throw notFound(RESPONSE_NOT_FOUND);
  responsesOf.set(request, response);
}

/** The response the route's resource rule loaded. */
export const responseOf = (request: FastifyRequest): StoredFormResponse => responsesOf.get(request)!;
