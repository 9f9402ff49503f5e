import type { FormDefinition, FormType } from '../../../shared/generated/types.gen.ts';
import { formTypeSchema } from '../../../shared/generated/schemas.gen.ts';
import { RESERVED_CODE_TEXT, isReservedFormCode } from '../../../shared/expressions/reserved-codes.ts';

/** Every form type, from its schema. */
export const FORM_TYPES = (formTypeSchema as { enum: FormType[] }).enum;

/** Spec 3.1: a compliance item's form is a compliance item definition or other. */
export const COMPLIANCE_FORM_TYPES: readonly FormType[] = ['ComplianceItemDefinition', 'Other'];

/** The Form Type choices for a form stored with this type: a compliance item's two, or every type. */
export function formTypeChoices(storedType: FormType): readonly FormType[] {
  return storedType === 'ComplianceItemDefinition' ? COMPLIANCE_FORM_TYPES : FORM_TYPES;
}

export const FORM_PROPERTY_MESSAGES = {
  name: 'Name is required',
  formCode: 'Form code is required',
  formCodeCharacters: 'Form code can only contain letters, numbers, hyphens, and underscores',
} as const;

/** The form properties' messages by field (spec 5.10); empty when the properties may be saved. */
export function formPropertyErrors(form: FormDefinition): Partial<Record<'name' | 'formCode', string>> {
  const errors: Partial<Record<'name' | 'formCode', string>> = {};
  if (!form.name?.trim()) errors.name = FORM_PROPERTY_MESSAGES.name;
  const code = form.formCode?.trim() ?? '';
  if (!code) errors.formCode = FORM_PROPERTY_MESSAGES.formCode;
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) errors.formCode = FORM_PROPERTY_MESSAGES.formCodeCharacters;
  else if (isReservedFormCode(code)) errors.formCode = RESERVED_CODE_TEXT;
  return errors;
}

/** Question codes used by more than one element (spec 5.10 blocks the save). */
export function duplicateQuestionCodes(form: FormDefinition): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const element of form.components) {
    if (seen.has(element.questionCode)) twice.add(element.questionCode);
    seen.add(element.questionCode);
  }
  return [...twice];
}

export const duplicateCodesMessage = (codes: readonly string[]) =>
  `There are duplicate question codes: ${codes.join(', ')}. Please fix these before saving.`;
