import type { ResourceResolver } from '../auth/resource-rule.ts';
import { DESIGN_REFUSED, mayDesignForm } from '../auth/form-designers.ts';
import { forbidden, unauthorized } from '../http/problem.ts';
import { loadFormRow } from '../repositories/form-definitions.ts';
import { ownedRecord } from './owned-record.ts';

export const FORM_NOT_FOUND = 'Form definition not found.';

/** A form definition, reached by `:formDefinitionGuid`. */
const form = ownedRecord({ param: 'formDefinitionGuid', missing: FORM_NOT_FOUND, load: loadFormRow });

export const formResource = form.resolver;

/**
 * A form to change as the designer does (its elements, rules, the form itself): besides the route's roles,
 * the caller must be one who designs forms of its type (`mayDesignForm`: Setup Items a compliance item's
 * form, Setup Basic any other), so no call changes a form the designer would show them read-only.
 */
export const designedFormResource: ResourceResolver = {
  param: form.resolver.param,
  async resolve(request, guid, roles) {
    await form.resolver.resolve(request, guid, roles);
    const row = form.of(request);
    if (!request.caller) throw unauthorized();
    if (!mayDesignForm(request.caller, row.orgGuid, row.formType)) throw forbidden(DESIGN_REFUSED);
  },
};

/** The form the route's resource rule loaded. */
export const formOf = form.of;
