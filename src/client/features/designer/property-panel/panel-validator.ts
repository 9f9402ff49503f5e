import {
  hashForSchema,
  ID_KEY,
  JUNK_OPTION_ID,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { isElementType } from '../../../../shared/elements/element-lookup.ts';
import {
  elementPanelValidators,
  unknownTypePanelValidators,
  type PanelValidators,
} from '../../../../shared/generated/panel-validators.gen.ts';
import type { PanelData } from './element-panel-schema.ts';

/**
 * RJSF's validator of one element type's Properties panel, from validators precompiled by codegen: the served
 * app's Content-Security-Policy forbids the code ajv would generate in the page. The panel's data is checked
 * against the whole panel schema, whatever resolution of it RJSF hands over (resolving allOf, if/then and
 * oneOf/anyOf against the data never changes whether the data is valid); each subschema RJSF asks about is
 * found by its hash among those codegen's run of RJSF's schema parser found. Messages are RJSF's own for ajv's
 * failures, as with ajv compiling in the page.
 */
export class PanelValidator implements ValidatorType<PanelData> {
  constructor(private readonly validators: PanelValidators) {}

  rawValidation<Result = ErrorObject>(_schema: RJSFSchema, formData?: PanelData) {
    const { form } = this.validators;
    form(formData);
    const errors = (form.errors ?? undefined) as Result[] | undefined;
    // The validator keeps its last failures; the next call must not see them.
    form.errors = null;
    return { errors };
  }

  validateFormData(
    formData: PanelData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<PanelData>,
    transformErrors?: ErrorTransformer<PanelData>,
    uiSchema?: UiSchema<PanelData>,
  ): ValidationData<PanelData> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: PanelData | undefined): boolean {
    // RJSF's stand-in for an option it could not resolve matches nothing.
    if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
    const hash = hashForSchema(schema);
    const validate = this.validators.subschemas[hash];
    if (!validate) {
      throw new Error(`No precompiled panel validator for subschema ${hash}: run npm run codegen`);
    }
    return validate(formData);
  }
}

const validators = new Map<string, PanelValidator>();

/** The Properties panel's validator of an element type. */
export function panelValidatorOf(type: string): PanelValidator {
  let validator = validators.get(type);
  if (!validator) {
    validator = new PanelValidator(
      isElementType(type) ? elementPanelValidators[type] : unknownTypePanelValidators,
    );
    validators.set(type, validator);
  }
  return validator;
}
