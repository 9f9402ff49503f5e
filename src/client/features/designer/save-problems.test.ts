import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { saveProblemsOf } from './save-problems.ts';

const sent = {
  components: [{ guid: 'section' }, { guid: 'age' }, { guid: 'name' }],
} as unknown as FormDefinition;

describe('saveProblemsOf', () => {
  it('puts each message beside the element the server named by its index in the sent form', () => {
    const refusal = {
      status: 400,
      body: {
        errors: {
          'components.1.properties.max': ['must be <= 100'],
          'components.2': ["Question code 'Name' is reserved."],
          'components.1.label': ['must NOT have fewer than 1 characters'],
          formCode: ['Form code is required'],
          'components.9.label': ['no such element'],
        },
      },
    };
    expect(Object.fromEntries(saveProblemsOf(refusal, sent))).toEqual({
      age: ['properties.max: must be <= 100', 'label: must NOT have fewer than 1 characters'],
      name: ["Question code 'Name' is reserved."],
    });
  });

  it('finds nothing in a failure without an errors map', () => {
    expect(saveProblemsOf(new TypeError('Failed to fetch'), sent).size).toBe(0);
    expect(saveProblemsOf({ body: 'Bad Gateway' }, sent).size).toBe(0);
  });
});
