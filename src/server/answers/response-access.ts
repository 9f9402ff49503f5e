import type { FastifyRequest } from 'fastify';
import { assertOrgAccess } from '../auth/access.ts';
import { mayReachResponse } from '../auth/guest-responses.ts';
import { mayReachWorkflowResponse } from '../workflows/workflow-access.ts';
import { badRequest } from '../http/problem.ts';
import type { Db } from '../db/database.ts';
import { findResponse } from './form-source.ts';
import { REFUSALS, refuse } from './refusal.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation and form of the response an answers route acts on, once access was checked. */
    responseOrgGuid?: string;
    responseFormGuid?: string;
  }
}

/**
 * A preValidation hook for routes acting on one form response: the caller must belong to the response's
 * organisation (any role; a Guest only for a response made for them or by them; a super admin passes).
 * A response the caller may not see and
 * one that does not exist both answer 404, so guids of other organisations reveal nothing. Runs before
 * body validation, for the same reason. A formGuid or orgGuid in the path must match the response.
 */
export function responseAccess(db: () => Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.params as Record<string, string | undefined>;
    const query = request.query as Record<string, string | undefined> | undefined;
    for (const name of ['responseGuid', 'formGuid', 'orgGuid'] as const) {
      const value = params[name];
      if (value !== undefined && !GUID_PATTERN.test(value))
        throw badRequest('The request is not valid.', { [name]: ['must match format "uuid"'] });
    }
    const response = await findResponse(db(), params.responseGuid!.toLowerCase());
    const formGuid = params.formGuid?.toLowerCase();
    if (!response || (formGuid !== undefined && formGuid !== response.formDefinitionGuid)) {
      throw refuse(REFUSALS.responseNotFound, 404);
    }
    // An outsider learns the same as for a response that does not exist.
    try {
      assertOrgAccess(request, response.orgGuid, [], true);
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw refuse(REFUSALS.responseNotFound, 404);
      throw error;
    }
    if (!mayReachResponse(request.caller, response)) throw refuse(REFUSALS.responseNotFound, 404);
    if (!(await mayReachWorkflowResponse(db(), request.caller!, response)))
      throw refuse(REFUSALS.responseNotFound, 404);
    const claimedOrg = (params.orgGuid ?? query?.orgGuid)?.toLowerCase();
    if (claimedOrg !== undefined && claimedOrg !== '' && claimedOrg !== response.orgGuid) {
      throw refuse(REFUSALS.responseNotFound, 404);
    }
    request.responseOrgGuid = response.orgGuid;
    request.responseFormGuid = response.formDefinitionGuid;
  };
}
