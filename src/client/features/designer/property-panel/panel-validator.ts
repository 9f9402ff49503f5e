import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { schemaAnnotationKeywords } from '../../../../shared/generated/schemas.gen.ts';

/** The property panel's validator: element schemas are JSON Schema 2020-12 (unevaluatedProperties). */
export const panelValidator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { keywords: [...schemaAnnotationKeywords] },
});
