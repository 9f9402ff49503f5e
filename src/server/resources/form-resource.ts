import { loadFormRow } from '../repositories/form-definitions.ts';
import { ownedRecord } from './owned-record.ts';

export const FORM_NOT_FOUND = 'Form definition not found.';

/** A form definition, reached by `:formDefinitionGuid`. */
const form = ownedRecord({ param: 'formDefinitionGuid', missing: FORM_NOT_FOUND, load: loadFormRow });

export const formResource = form.resolver;
/** The form the route's resource rule loaded. */
export const formOf = form.of;
