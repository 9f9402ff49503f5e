import type { ErrorObject } from 'ajv';
import { answerValidators } from '../../shared/generated/validators.gen.ts';
import type {
  ElementType,
  FormElement,
  LabelledOption,
  NestedOption,
} from '../../shared/generated/types.gen.ts';
import { validateTextAnswer } from '../../shared/validation/text-answer.ts';
import { checkMoney, checkNumber } from '../../shared/validation/number.ts';
import {
  isAddressComplete,
  validatePostalCode,
  type MailingAddressDraft,
} from '../../shared/validation/address.ts';
import { isDateAllowed, type DateLimits } from '../../shared/validation/date-codes.ts';
import { optionKey } from '../../shared/validation/options.ts';

// The semantic checks of each element type beyond its answer schema, with the spec's messages. A typed
// object rather than a switch, so a type without checks simply has no entry.

type Props = Record<string, unknown>;
type Check = (value: never, properties: Props, now: Date) => string | null;

const NOT_AN_OPTION = 'The answer must be one of the question’s options.';

const hasOption = (options: unknown, value: string) =>
  // Options kept in a list definition are not on the element; there is nothing to check against then.
  !Array.isArray(options) ||
  options.length === 0 ||
  (options as LabelledOption[]).some((option) => optionKey(option.value ?? '') === optionKey(value));

function onCascaderPath(options: NestedOption[] | undefined, path: readonly string[]): boolean {
  let level = options ?? [];
  if (level.length === 0) return true;
  for (const step of path) {
    const found = level.find((option) => optionKey(option.value) === optionKey(step));
    if (!found) return false;
    level = found.children ?? [];
  }
  return true;
}

const checks: { readonly [Type in ElementType]?: Check } = {
  SimpleText: (value: string, p) =>
    validateTextAnswer(value, {
      validation: p.validation as boolean,
      validationType: p.validationType as string,
      maxLength: p.maxLength as number,
      maxWordCount: p.maxWordCount as number,
    })?.trim() ?? null,
  RichText: (value: string, p) =>
    validateTextAnswer(value, {
      maxLength: p.maxLength as number,
      maxWordCount: p.maxWordCount as number,
      rich: true,
    }),
  Number: (value: number, p) => checkNumber(value, { min: p.min as number, max: p.max as number }),
  Money: (value: number, p) => checkMoney(value, { min: p.min as number, max: p.max as number }),
  MailingAddress: (value: MailingAddressDraft) =>
    validatePostalCode(value.postalCode ?? '') ??
    (isAddressComplete(value) ? null : 'An address needs a street, a city and a postal code like A1A 1A1.'),
  RadioButtons: (value: string, p) => (hasOption(p.radioButtonOptions, value) ? null : NOT_AN_OPTION),
  SelectList: (value: string, p) => (hasOption(p.selectListOptions, value) ? null : NOT_AN_OPTION),
  Checkboxes: (value: string[], p) =>
    value.every((item) => hasOption(p.checkboxOptions, item)) ? null : NOT_AN_OPTION,
  Cascader: (value: string[], p) =>
    onCascaderPath(p.cascaderOptions as NestedOption[], value) ? null : NOT_AN_OPTION,
  Date: (value: string, p, now) =>
    isDateAllowed(value, p as DateLimits, now) ? null : 'The date is outside the allowed range.',
};

// Checks that run before the schema: an address's own check names what is missing better than the
// schema's 'must have required property'.
const beforeSchema: { readonly [Type in ElementType]?: Check } = { MailingAddress: checks.MailingAddress! };

function schemaMessage(errors: readonly ErrorObject[] | null): string {
  const first = errors?.[0];
  if (!first) return 'The answer is not valid.';
  const where = first.instancePath ? ` (${first.instancePath.slice(1).replaceAll('/', '.')})` : '';
  return `The answer is not valid${where}: ${first.message ?? 'invalid value'}.`;
}

/**
 * Null when a (non-empty) answer value fits the element: its type's answer schema first, so the
 * semantic checks read well-formed values, then the type's own rules with the spec's messages.
 */
export function answerValueProblem(
  element: FormElement,
  value: unknown,
  at: Date = new Date(),
): string | null {
  const properties = element.properties as Props;
  const early = beforeSchema[element.type];
  if (early && value !== null && typeof value === 'object') {
    const problem = early(value as never, properties, at);
    if (problem) return problem;
  }
  const validate = answerValidators[element.type];
  if (!validate(value)) return schemaMessage(validate.errors);
  const check = checks[element.type];
  return check ? check(value as never, properties, at) : null;
}
