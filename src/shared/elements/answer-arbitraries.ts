import fc from 'fast-check';
import type { ElementAnswers, ElementType } from '../generated/types.gen.ts';

// Test support: values each element type's answer schema accepts, and values of every JSON shape, for
// property tests over all element types. Typed over every ElementType, so a new type cannot be forgotten.

const guid = fc.uuid({ version: 4 });
const timestamp = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const calendarDate = timestamp.map((text) => text.slice(0, 10));
// Text of every kind: digits, the word null, NUL, lone surrogates, markup.
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('null', '12345', '0', 'true', '\u0000', '\ud800', '<script>alert(1)</script>', ' '),
);
const nonBlank = anyText.filter((text) => /\S/.test(text));
const comment: fc.Arbitrary<ElementAnswers['Discussion'][number]> = fc.record({
  id: fc.string({ minLength: 1 }),
  authorName: anyText,
  authorGuid: guid,
  text: nonBlank,
  createdAt: timestamp,
});
const stamp: fc.Arbitrary<ElementAnswers['NameStamp'][number]> = fc.record({
  guid,
  userGuid: guid,
  userName: anyText,
  timeStamped: timestamp,
  revoked: fc.boolean(),
});
const postalCode = fc
  .tuple(
    fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'),
    fc.integer({ min: 0, max: 9 }),
    fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
    fc.integer({ min: 0, max: 9 }),
    fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
    fc.integer({ min: 0, max: 9 }),
  )
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);
const nothing = fc.constant(null);

/** Values of each element type's answer schema (null for types that hold no answer). */
export const answerArbitraries: { readonly [Type in ElementType]: fc.Arbitrary<ElementAnswers[Type]> } = {
  ActionButton: nothing,
  AnswerReview: nothing,
  Boolean: fc.boolean(),
  Cascader: fc.array(anyText, { minLength: 1, maxLength: 4 }),
  ChangeStatusButton: nothing,
  Checkboxes: fc.uniqueArray(anyText, { maxLength: 6 }),
  ComplianceItem: nothing,
  Date: fc.oneof(calendarDate, timestamp),
  Discussion: fc.array(comment, { maxLength: 3 }),
  Divider: nothing,
  Entity: guid,
  FileUpload: fc.array(fc.record({ fileName: fc.string({ minLength: 1 }), fileGuid: guid }), {
    maxLength: 3,
  }),
  FormText: nothing,
  Heading: nothing,
  LinkedAnswer: nothing,
  MailingAddress: fc.record({
    streetAddress: fc.string({ minLength: 1 }),
    city: fc.string({ minLength: 1 }),
    province: fc.constantFrom('AB', 'BC', 'ON', 'QC', null),
    postalCode,
  }),
  Money: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
  NameStamp: fc.array(stamp, { maxLength: 3 }),
  Number: fc.double({ noNaN: true, noDefaultInfinity: true }),
  RadioButtons: anyText,
  Repeater: fc.record({ repeatableGroupGuids: fc.uniqueArray(guid, { maxLength: 3 }) }),
  RichText: anyText,
  Section: nothing,
  SecurityGroup: guid,
  SelectList: anyText,
  SimpleText: anyText,
};

/** Any JSON value at all, plus the odd ones stored answers have been seen to hold. */
export const anyStoredValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('null', 12345, 6135550123, 'x'.repeat(1_000_000), { value: '2' }, [null], -0),
);
