import { createSchemaUtils, type Experimental_DefaultFormStateBehavior, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { schemaAnnotationKeywords } from '../../../../shared/generated/schemas.gen.ts';
import { compileEachSchemaOnce } from './compile-once.ts';

/** The property panel's validator: element schemas are JSON Schema 2020-12 (unevaluatedProperties). */
export const panelValidator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { keywords: [...schemaAnnotationKeywords] },
  extenderFn: compileEachSchemaOnce,
});

/**
 * Validates the panel's data once as RJSF's live validation will (the schema resolved against the data, with the
 * form's defaults), so the schema is compiled before the first keystroke instead of during it.
 */
export function compilePanelSchema(
  schema: RJSFSchema,
  formData: Record<string, unknown>,
  defaultsBehaviour: Experimental_DefaultFormStateBehavior,
) {
  const utils = createSchemaUtils(panelValidator, schema, defaultsBehaviour);
  const root = utils.getRootSchema();
  const data = utils.getDefaultFormState(root, formData) as Record<string, unknown>;
  panelValidator.validateFormData(data, utils.retrieveSchema(root, data));
}
