import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../shared/generated/types.gen.ts';
import { answerValueProblem } from './value-checks.ts';

const element = (type: string, properties: Record<string, unknown> = {}) =>
  ({ guid: 'e', type, questionCode: 'q', properties }) as unknown as FormElement;

describe('answerValueProblem', () => {
  it('accepts values that fit the type and its settings', () => {
    expect(answerValueProblem(element('Number', { min: 1, max: 5 }), 3)).toBeNull();
    expect(
      answerValueProblem(element('SelectList', { selectListOptions: [{ value: 'A', label: 'a' }] }), 'a'),
    ).toBeNull();
    expect(
      answerValueProblem(
        element('Cascader', {
          cascaderOptions: [{ value: 'ca', label: 'Canada', children: [{ value: 'on', label: 'Ontario' }] }],
        }),
        ['ca', 'on'],
      ),
    ).toBeNull();
    // Options kept outside the element (a list definition) leave nothing to check against.
    expect(answerValueProblem(element('RadioButtons'), 'anything')).toBeNull();
  });

  it('gives the spec messages for out-of-range numbers and money', () => {
    expect(answerValueProblem(element('Number', { min: 1 }), 0)).toBe(
      'Error Saving: Must be greater than or equal to 1',
    );
    expect(answerValueProblem(element('Money', { max: 10 }), 10.01)).toBe(
      'Error Saving: Must be less than or equal to 10',
    );
  });

  it('refuses a path that is not in the cascader tree, and dates outside relative limits', () => {
    const cascader = element('Cascader', { cascaderOptions: [{ value: 'ca', label: 'Canada' }] });
    expect(answerValueProblem(cascader, ['us'])).toBe('The answer must be one of the question’s options.');
    const date = element('Date', { minDateCode: 'today' });
    expect(answerValueProblem(date, '2024-05-01', new Date(2024, 4, 2))).toBe(
      'The date is outside the allowed range.',
    );
    expect(answerValueProblem(date, '2024-05-02', new Date(2024, 4, 2))).toBeNull();
  });

  it('names schema failures', () => {
    expect(answerValueProblem(element('Boolean'), 'yes')).toBe('The answer is not valid: must be boolean.');
    expect(
      answerValueProblem(element('SimpleText', { validation: true, validationType: 'SIN' }), '123 456 789'),
    ).toBe('Invalid Input');
  });
});
