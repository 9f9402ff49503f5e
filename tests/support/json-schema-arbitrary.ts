import fc from 'fast-check';
import { schemasById, type SchemaObject } from '../../src/shared/generated/schemas.gen.ts';

// fast-check arbitraries made from the JSON Schemas in schemas/, for property tests that must hold for
// every value a schema accepts. It covers the keywords the answer schemas use ($ref, anyOf, enum,
// const, type, properties/required, items, minItems, uniqueItems, minLength, pattern '\S', integer
// minimum/maximum, and our string formats) and throws on anything else, so a schema growing a new
// keyword is noticed here.

type Schema = SchemaObject & {
  $ref?: string;
  $id?: string;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

const MAX_DEPTH = 2;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const dateArb = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const dateTimeArb = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString());
const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
const digit = fc.integer({ min: 0, max: 9 }).map(String);

const formats: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  date: dateArb,
  'date-time': dateTimeArb,
  'postal-code': fc
    .tuple(letter, digit, letter, digit, letter, digit)
    .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`),
  email: fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,8}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,10}$/))
    .map(([user, host]) => `${user}@${host}.ca`),
  phone: fc.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/),
  url: fc.stringMatching(/^https:\/\/[a-z]{2,10}\.ca(\/[a-z0-9]{1,8})?$/),
};

// Any Unicode character but NUL and lone surrogates (those are refused by the request checks, not the answer rules).
const codePoint = fc
  .integer({ min: 1, max: 0x10ffff })
  .filter((point) => point < 0xd800 || point > 0xdfff)
  .map((point) => String.fromCodePoint(point));

// Text as people and attackers type it: digits that look like numbers, JSON keywords, HTML, emoji.
const textArb = (minLength: number) =>
  fc
    .oneof(
      fc.string({ minLength, unit: 'grapheme-ascii' }),
      fc.constantFrom('123', '0', '-1.5', 'null', 'true', 'false', '[]', '{}', '"quoted"', '1e5', 'NaN'),
      fc.integer().map(String),
      fc.string({ minLength, unit: codePoint }),
    )
    .filter((s) => [...s].length >= minLength);

// Numbers as forms hold them: whole, with cents, with thousandths, and any finite double.
const numberArb = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
);

function resolve(ref: string, base: string): { schema: Schema; base: string } {
  const url = new URL(ref, base);
  const id = `${url.origin}${url.pathname}`;
  const root = schemasById[id] as Schema | undefined;
  if (!root) throw new Error(`No schema ${id}`);
  if (url.hash === '' || url.hash === '#') return { schema: root, base: id };
  throw new Error(`Fragment references are not supported: ${ref}`);
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  if (schema.format) {
    const format = formats[schema.format];
    if (!format) throw new Error(`No arbitrary for format ${schema.format}`);
    return format;
  }
  const min = schema.minLength ?? (schema.pattern === '\\S' ? 1 : 0);
  const text = textArb(min);
  return schema.pattern === '\\S' ? text.filter((s) => /\S/.test(s)) : text;
}

function typedArb(type: string, schema: Schema, base: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : undefined,
        max: typeof schema.maximum === 'number' ? Math.floor(schema.maximum) : undefined,
      });
    case 'number':
      return numberArb;
    case 'string':
      return stringArb(schema);
    case 'array': {
      if (!schema.items) throw new Error('An array schema needs items');
      const minLength = schema.minItems ?? 0;
      // Self-referencing lists (replies of replies) end as empty lists at the depth limit.
      if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
      const items = arbitraryFor(schema.items, base, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength: 4, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength: 4 });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        shape[name] = arbitraryFor(property, base, depth + 1);
      }
      const requiredKeys = Object.keys(shape).filter((name) => required.has(name));
      return fc.record(shape, { requiredKeys });
    }
    default:
      throw new Error(`No arbitrary for type ${type}`);
  }
}

/** An arbitrary of values the schema accepts (resolving $ref against `base`, the schema's $id). */
export function arbitraryFor(schema: Schema, base: string, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = resolve(schema.$ref, base);
    return arbitraryFor(target.schema, target.base, depth);
  }
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryFor(option, base, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) throw new Error(`No type in schema ${JSON.stringify(schema).slice(0, 80)}`);
  return fc.oneof(...types.map((type) => typedArb(type, schema, base, depth)));
}

/** An arbitrary of the values the schema with this $id accepts. */
export function arbitraryForId(id: string): fc.Arbitrary<unknown> {
  const schema = schemasById[id] as Schema | undefined;
  if (!schema) throw new Error(`No schema ${id}`);
  return arbitraryFor(schema, id);
}

/**
 * Any JSON value: what an adversary may send in place of an answer. Keys that poison prototypes
 * (`__proto__`, `constructor`) are left out: the body parser refuses those before any answer rule runs.
 */
export const anyJson: fc.Arbitrary<unknown> = fc
  .jsonValue({ maxDepth: 2 })
  .filter((value) => !/"(__proto__|constructor|prototype)"\s*:/.test(JSON.stringify(value)));
