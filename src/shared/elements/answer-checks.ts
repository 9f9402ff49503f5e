import type { ErrorObject } from 'ajv';
import { answerValidators } from '../generated/validators.gen.ts';
import type { ElementType, FormElement, LabelledOption, NestedOption } from '../generated/types.gen.ts';
import { validateTextAnswer } from '../validation/text-answer.ts';
import { checkMoney, checkNumber } from '../validation/number.ts';
import {
  isAddressComplete,
  isProvinceCode,
  validatePostalCode,
  type MailingAddressDraft,
} from '../validation/address.ts';
import { isDateAllowed, type DateLimits } from '../validation/date-codes.ts';
import { optionKey } from '../validation/options.ts';
import { MONEY_DECIMALS, roundTo } from '../format/number-format.ts';
import { isAnswerEmpty } from './emptiness.ts';
import { elementEntry, isElementType } from './element-lookup.ts';

// The one judge of an answer value, run by the widgets and the answer-save machine before a save and by
// the server on every write: the type's answer schema (generated from x-answer), then the type's own
// rules with the spec's messages. A typed object keyed by element type rather than a switch, so a type
// without rules simply has no entry.

/** What the checks need beyond the element: when it is, and which records the organisation has. */
export interface AnswerCheckContext {
  /** Relative date limits ('today', 'm+1') count from this moment; now when absent. */
  readonly now?: Date;
  /** Guids (lower case) an Entity question may name: the organisation's entities of its type. Unchecked when absent. */
  readonly entityGuids?: ReadonlySet<string>;
  /** Guids (lower case) of the organisation's security groups. Unchecked when absent. */
  readonly securityGroupGuids?: ReadonlySet<string>;
}

export const ANSWER_MESSAGES = {
  notAnOption: 'The answer must be one of the question’s options.',
  incompleteAddress: 'An address needs a street, a city and a postal code like A1A 1A1.',
  noProvince: 'An address needs a province.',
  dateOutOfRange: 'The date is outside the allowed range.',
  dateOnly: 'The answer must be a date (YYYY-MM-DD) without a time.',
  dateTime: 'The answer must be a date with a time.',
  unknownEntity: 'The answer must be one of the organisation’s entities of this type.',
  groupNotAllowed: 'The answer must be one of the security groups this question allows.',
  unknownGroup: 'The answer must be one of the organisation’s security groups.',
  atMost: (maximum: number) => `The answer must be at most ${maximum}.`,
  tooManyFiles: (max: number) => `No more than ${max} file${max === 1 ? '' : 's'} may be uploaded here.`,
  decimals: (decimals: number) =>
    decimals === 0
      ? 'Error Saving: Must be a whole number'
      : `Error Saving: Must have at most ${decimals} decimals`,
} as const;

type Props = Record<string, unknown>;
type Check = (value: never, properties: Props, context: AnswerCheckContext) => string | undefined;

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

/** True when the number has no more than `decimals` decimals (binary noise such as 0.1 + 0.2 ignored). */
function fitsDecimals(value: number, decimals: number): boolean {
  const drift = Math.abs(value - roundTo(value, decimals));
  return drift <= Number.EPSILON * Math.max(1, Math.abs(value)) * 8;
}

/** The bound a type declares in x-element answerAtMost: a numeric answer up to one of the element's settings. */
function atMostSetting(type: ElementType, value: unknown, properties: Props): string | undefined {
  const bound = elementEntry(type).answerAtMost;
  if (!bound || typeof value !== 'number') return undefined;
  const setting = properties[bound.property];
  const maximum = typeof setting === 'number' ? setting : bound.default;
  return value > maximum ? ANSWER_MESSAGES.atMost(maximum) : undefined;
}

const DEFAULT_NUMBER_DECIMALS = 0;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const orUndefined = (message: string | null): string | undefined => message ?? undefined;

function addressProblem(value: MailingAddressDraft, properties: Props): string | undefined {
  const problem = validatePostalCode(value.postalCode ?? '');
  if (problem) return problem;
  if (!isAddressComplete(value)) return ANSWER_MESSAGES.incompleteAddress;
  if (properties.generic !== true && !isProvinceCode(value.province)) return ANSWER_MESSAGES.noProvince;
  return undefined;
}

const checks: { readonly [Type in ElementType]?: Check } = {
  SimpleText: (value: string, p) =>
    validateTextAnswer(value, {
      validation: p.validation as boolean,
      validationType: p.validationType as string,
      maxLength: p.maxLength as number,
      maxWordCount: p.maxWordCount as number,
    })?.trim(),
  RichText: (value: string, p) =>
    orUndefined(
      validateTextAnswer(value, {
        maxLength: p.maxLength as number,
        maxWordCount: p.maxWordCount as number,
        rich: true,
      }),
    ),
  Number: (value: number, p) => {
    const decimals = typeof p.precision === 'number' ? p.precision : DEFAULT_NUMBER_DECIMALS;
    if (!fitsDecimals(value, decimals)) return ANSWER_MESSAGES.decimals(decimals);
    return orUndefined(checkNumber(value, { min: p.min as number, max: p.max as number }));
  },
  Money: (value: number, p) =>
    fitsDecimals(value, MONEY_DECIMALS)
      ? orUndefined(checkMoney(value, { min: p.min as number, max: p.max as number }))
      : ANSWER_MESSAGES.decimals(MONEY_DECIMALS),
  MailingAddress: addressProblem,
  RadioButtons: (value: string, p) =>
    hasOption(p.radioButtonOptions, value) ? undefined : ANSWER_MESSAGES.notAnOption,
  SelectList: (value: string, p) =>
    hasOption(p.selectListOptions, value) ? undefined : ANSWER_MESSAGES.notAnOption,
  Checkboxes: (value: string[], p) =>
    value.every((item) => hasOption(p.checkboxOptions, item)) ? undefined : ANSWER_MESSAGES.notAnOption,
  Cascader: (value: string[], p) =>
    onCascaderPath(p.cascaderOptions as NestedOption[], value) ? undefined : ANSWER_MESSAGES.notAnOption,
  Date: (value: string, p, context) => {
    const withTime = p.enableTime === true;
    if (withTime === DATE_ONLY.test(value))
      return withTime ? ANSWER_MESSAGES.dateTime : ANSWER_MESSAGES.dateOnly;
    return isDateAllowed(value, p as DateLimits, context.now ?? new Date())
      ? undefined
      : ANSWER_MESSAGES.dateOutOfRange;
  },
  Entity: (value: string, _p, context) =>
    !context.entityGuids || context.entityGuids.has(value.toLowerCase())
      ? undefined
      : ANSWER_MESSAGES.unknownEntity,
  SecurityGroup: (value: string, p, context) => {
    const guid = value.toLowerCase();
    const allowed = Array.isArray(p.allowedSecurityGroups) ? (p.allowedSecurityGroups as string[]) : [];
    if (allowed.length > 0 && !allowed.some((group) => group.toLowerCase() === guid)) {
      return ANSWER_MESSAGES.groupNotAllowed;
    }
    if (context.securityGroupGuids && !context.securityGroupGuids.has(guid))
      return ANSWER_MESSAGES.unknownGroup;
    return undefined;
  },
  FileUpload: (value: unknown[], p) => {
    const max = typeof p.maxFiles === 'number' && p.maxFiles > 0 ? p.maxFiles : 1;
    return value.length > max ? ANSWER_MESSAGES.tooManyFiles(max) : undefined;
  },
};

// Checks that run before the schema: an address's own check names what is missing better than the
// schema's 'must have required property'.
const beforeSchema: { readonly [Type in ElementType]?: Check } = { MailingAddress: addressProblem };

// Answers the emptiness rule calls empty although something was typed: a partly filled address is
// judged (and refused with what is missing) rather than treated as no answer.
const partlyFilled: { readonly [Type in ElementType]?: (value: unknown) => boolean } = {
  MailingAddress: (value) =>
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((part) => typeof part === 'string' && part.trim() !== ''),
};

function schemaMessage(errors: readonly ErrorObject[] | null): string {
  const first = errors?.[0];
  if (!first) return 'The answer is not valid.';
  const where = first.instancePath ? ` (${first.instancePath.slice(1).replaceAll('/', '.')})` : '';
  return `The answer is not valid${where}: ${first.message ?? 'invalid value'}.`;
}

type Judged = Pick<FormElement, 'type' | 'properties'>;

/**
 * True when writing this value removes the answer: null, or a value the element's emptiness rule calls
 * empty (forms-and-workflows 5.1), except a partly typed address, which is judged instead.
 */
export function isAnswerRemoval(element: Judged, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (!isElementType(element.type)) return false;
  return isAnswerEmpty(element.type, value) && !partlyFilled[element.type]?.(value);
}

/**
 * The problem with an answer value, or undefined when it may be saved. A removal (see isAnswerRemoval)
 * has no problem here: whether an answer is required is judged elsewhere. Pass values through
 * normaliseAnswer first; the checks judge the kept form.
 */
export function checkAnswer(
  element: Judged,
  value: unknown,
  context: AnswerCheckContext = {},
): string | undefined {
  if (!isElementType(element.type)) return `Unknown element type '${String(element.type)}'`;
  if (isAnswerRemoval(element, value)) return undefined;
  const properties = (element.properties ?? {}) as Props;
  const early = beforeSchema[element.type];
  if (early && value !== null && typeof value === 'object') {
    const problem = early(value as never, properties, context);
    if (problem) return problem;
  }
  const validate = answerValidators[element.type];
  if (!validate(value)) return schemaMessage(validate.errors);
  return (
    atMostSetting(element.type, value, properties) ??
    checks[element.type]?.(value as never, properties, context)
  );
}
