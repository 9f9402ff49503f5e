import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertOrgAccess } from '../auth/access.ts';
import { mayReachResponse } from '../auth/guest-responses.ts';
import { mayReachWorkflowResponse } from '../workflows/workflow-access.ts';
import { HttpError, badRequest, notFound } from '../http/problem.ts';
import { loadFormRow } from '../repositories/form-definitions.ts';
import { loadFormResponse, type StoredFormResponse } from '../repositories/form-responses.ts';
import type { Role } from '../../shared/generated/types.gen.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

/**
 * Who may do what with forms (docs/api-decisions.md, Forms). Setup levels include the lower ones in the
 * user editor, but roles are stored one by one, so every higher setup role is listed too.
 */
export const SETUP_VIEWERS: readonly Role[] = ['ViewSetup', 'SetupBasic', 'SetupItems'];
export const FORM_DESIGNERS: readonly Role[] = ['SetupBasic', 'SetupItems'];
/** Any member of the organisation, guests included: people who answer forms. */
export const ANY_MEMBER: readonly Role[] = [];

export const FORM_NOT_FOUND = 'Form definition not found.';
export const RESPONSE_NOT_FOUND = 'Form response not found.';

type FormRow = NonNullable<Awaited<ReturnType<typeof loadFormRow>>>;
const formsOf = new WeakMap<FastifyRequest, FormRow>();
const responsesOf = new WeakMap<FastifyRequest, StoredFormResponse>();

function guidParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown>)[name];
  if (typeof value !== 'string' || !GUID_PATTERN.test(value))
    throw badRequest('The request is not valid.', { [name]: ['must match format "uuid"'] });
  return value.toLowerCase();
}

/** Asserts access to the owning organisation; one the caller is outside of looks like a missing record. */
function assertOwnerAccess(
  request: FastifyRequest,
  orgGuid: string,
  roles: readonly Role[],
  missing: string,
): void {
  try {
    request.orgGuid = assertOrgAccess(request, orgGuid, roles, true);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(missing);
    throw error;
  }
}

/**
 * A preValidation hook for routes under a form guid: loads the form and checks the caller's roles in the
 * form's organisation (super admins pass) before the body is even validated. Paths carry no organisation.
 */
export const guardForm =
  (app: FastifyInstance, roles: readonly Role[], param = 'formDefinitionGuid') =>
  async (request: FastifyRequest) => {
    const form = await loadFormRow(app.database.db, guidParam(request, param));
    if (!form) throw notFound(FORM_NOT_FOUND);
    assertOwnerAccess(request, form.orgGuid, roles, FORM_NOT_FOUND);
    formsOf.set(request, form);
  };

/** The form a guardForm hook loaded for this request. */
export const formOf = (request: FastifyRequest): FormRow => formsOf.get(request)!;

/**
 * A preValidation hook for routes under a response guid: loads the response, checks it belongs to the
 * form (and organisation) of the path and the caller's roles in its organisation; a Guest only reaches
 * responses made for them or by them.
 */
export const guardResponse =
  (app: FastifyInstance, roles: readonly Role[]) => async (request: FastifyRequest) => {
    const formGuid = guidParam(request, 'formDefinitionGuid');
    const response = await loadFormResponse(app.database.db, guidParam(request, 'responseGuid'));
    const pathOrg = (request.params as { orgGuid?: string }).orgGuid?.toLowerCase();
    if (
      !response ||
      response.formDefinitionGuid !== formGuid ||
      (pathOrg !== undefined && pathOrg !== response.orgGuid)
    ) {
      throw notFound(RESPONSE_NOT_FOUND);
    }
    assertOwnerAccess(request, response.orgGuid, roles, RESPONSE_NOT_FOUND);
    // A Guest reaches only responses made for them or by them, and learns nothing of the others.
    if (!mayReachResponse(request.caller, response)) throw notFound(RESPONSE_NOT_FOUND);
    if (!(await mayReachWorkflowResponse(app.database.db, request.caller!, response)))
      throw notFound(RESPONSE_NOT_FOUND);
    responsesOf.set(request, response);
  };

/** The response a guardResponse hook loaded for this request. */
export const responseOf = (request: FastifyRequest): StoredFormResponse => responsesOf.get(request)!;
