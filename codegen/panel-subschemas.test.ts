import {
  createSchemaUtils,
  hashForSchema,
  ID_KEY,
  JUNK_OPTION_ID,
  type RJSFSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { panelSchemaOver } from '../src/shared/elements/panel-schema.ts';
import { panelSubschemas } from './panel-subschemas.ts';

// No element schema has an if/then or a oneOf yet; a new one may. The subschemas codegen precompiles must be
// every one RJSF asks about while it resolves such a panel against its data, and a recursive tree must not
// keep the walk going.

/** A panel using every keyword RJSF resolves by asking, beside a recursive option tree. */
const settings = {
  type: 'object',
  properties: {
    unit: { type: 'string', enum: ['cm', 'in'] },
    shape: {
      oneOf: [
        { $ref: '#/$defs/Circle' },
        { type: 'object', properties: { side: { type: 'number', minimum: 0 } }, required: ['side'] },
      ],
    },
    tree: { type: 'array', items: { $ref: '#/$defs/Node' } },
  },
  if: { properties: { unit: { const: 'in' } }, required: ['unit'] },
  then: { properties: { precision: { type: 'integer', maximum: 3 } } },
  else: { properties: { precision: { type: 'integer', maximum: 1 } } },
  $defs: {
    Circle: {
      type: 'object',
      properties: { radius: { type: 'number', minimum: 0 } },
      required: ['radius'],
    },
    Node: {
      type: 'object',
      properties: { value: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } },
    },
  },
};

/** A validator recording the hash of each subschema RJSF asks about, answering as `answer` says. */
function recorder(answer: (schema: RJSFSchema, data: unknown) => boolean) {
  const asked = new Set<string>();
  const validator: ValidatorType = {
    isValid: (schema, data) => {
      // RJSF's stand-in for an option it could not resolve: the panel's validator answers it without asking.
      if (schema[ID_KEY] !== JUNK_OPTION_ID) asked.add(hashForSchema(schema));
      return answer(schema, data);
    },
    validateFormData: (): ValidationData<unknown> => ({ errors: [], errorSchema: {} }),
    rawValidation: () => ({}),
  };
  return { asked, validator };
}

describe('the subschemas a panel validator is asked about', () => {
  const root = panelSchemaOver(settings) as RJSFSchema;
  const found = panelSubschemas(root);

  it('holds the panel schema, its if condition and its oneOf options as RJSF rewrites them', () => {
    expect(found.get(hashForSchema(root))).toBe(root);
    expect(found.has(hashForSchema(settings.if as RJSFSchema))).toBe(true);
    // RJSF resolves each option's reference and, for an object option, asks with "any of its properties".
    const circle = { ...settings.$defs.Circle, anyOf: [{ required: ['radius'] }] } as RJSFSchema;
    delete circle.required;
    expect(found.has(hashForSchema(circle))).toBe(true);
  });

  it.each<[string, { shape?: unknown; [setting: string]: unknown }]>([
    ['inches and a square', { unit: 'in', shape: { side: 2 }, tree: [{ value: 'a', children: [{}] }] }],
    ['centimetres and a circle', { unit: 'cm', shape: { radius: 1 } }],
    ['nothing yet', {}],
  ])('holds every subschema RJSF asks about while resolving %s', (_name, data) => {
    for (const answer of [() => true, () => false]) {
      const { asked, validator } = recorder(answer);
      const utils = createSchemaUtils(validator, root);
      const resolved = utils.retrieveSchema(root, data);
      const shape = utils.retrieveSchema(resolved.properties?.shape as RJSFSchema, data.shape);
      const options = (shape.oneOf as RJSFSchema[] | undefined) ?? [];
      utils.getClosestMatchingOption(
        data.shape,
        options.map((option) => utils.retrieveSchema(option)),
      );
      utils.getDefaultFormState(root, data);
      expect([...asked].filter((hash) => !found.has(hash))).toEqual([]);
      expect(asked.size).toBeGreaterThan(0);
    }
  });
});
