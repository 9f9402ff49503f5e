import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementRegistry } from '../../src/shared/generated/elements.gen.ts';
import { answerValidators } from '../../src/shared/generated/validators.gen.ts';
import { arbitraryForId } from '../support/json-schema-arbitrary.ts';

// The round-trip property tests trust these arbitraries to produce only values the answer schemas
// accept; this keeps them honest as schemas change.
describe('answer value arbitraries', () => {
  for (const entry of Object.values(elementRegistry)) {
    it(`makes only values the ${entry.type} answer schema accepts`, () => {
      fc.assert(
        fc.property(arbitraryForId(entry.answerSchemaId), (value) => {
          const validate = answerValidators[entry.type];
          expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 50 },
      );
    });
  }
});
