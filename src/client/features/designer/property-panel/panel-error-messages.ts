import type { RJSFValidationError } from '@rjsf/utils';

// The Properties panel says what is wrong with a setting in words a setup person reads, beside the field it
// concerns, where ajv's own messages ("must be >= 1", "must NOT have fewer than 1 characters") are written
// for developers. A failure of a kind not listed keeps ajv's message, capitalised.

type Params = Record<string, unknown>;

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of settings',
};

const count = (limit: unknown, one: string, many: string) => `${String(limit)} ${limit === 1 ? one : many}`;

function plainMessage(name: string | undefined, params: Params, message: string): string {
  switch (name) {
    case 'required':
      return 'A value is required.';
    case 'minimum':
      return `Must be at least ${String(params.limit)}.`;
    case 'exclusiveMinimum':
      return `Must be more than ${String(params.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(params.limit)}.`;
    case 'minLength':
      return params.limit === 1
        ? 'A value is required.'
        : `Must be at least ${count(params.limit, 'character', 'characters')}.`;
    case 'maxLength':
      return `Must be at most ${count(params.limit, 'character', 'characters')}.`;
    case 'minItems':
      return `Needs at least ${count(params.limit, 'item', 'items')}.`;
    case 'maxItems':
      return `Takes at most ${count(params.limit, 'item', 'items')}.`;
    case 'uniqueItems':
      return 'Each item must be different.';
    case 'pattern':
      return 'Is not in the expected format.';
    case 'format':
      return `Must be a valid ${String(params.format)}.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `Must be ${String(params.allowedValue)}.`;
    case 'type':
      return `Must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}.`;
    case 'anyOf':
    case 'oneOf':
      return 'Is not one of the values this setting takes.';
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Holds a setting this element does not have.';
    default:
      return message.charAt(0).toUpperCase() + message.slice(1);
  }
}

/**
 * RJSF's `transformErrors` for the panel. A setting that may be left empty (`anyOf` null or a value) fails
 * both branches when its value is wrong; the null branch's "must be null" is noise beside the real failure,
 * so it is left out.
 */
export function plainPanelErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => !(error.name === 'type' && (error.params as Params | undefined)?.type === 'null'))
    .map((error) => {
      const message = plainMessage(error.name, (error.params ?? {}) as Params, error.message ?? '');
      const title = error.stack
        .slice(0, Math.max(0, error.stack.length - (error.message ?? '').length))
        .trim();
      return { ...error, message, stack: title ? `${title} ${message}` : message };
    });
}
