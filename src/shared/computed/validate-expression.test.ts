import { describe, expect, it } from 'vitest';
import { validateExpression } from './validate-expression.ts';

const questions = [
  { questionCode: 'hours', type: 'Number' },
  { questionCode: 'rate', type: 'Money' },
  { questionCode: 'odd-code', type: 'Number' },
];

describe('expression validation', () => {
  it('accepts an expression reading known question codes', () => {
    expect(validateExpression('hours * rate', questions)).toEqual({ isValid: true, message: '' });
    expect(validateExpression('$round(`odd-code` / 3, 2)', questions).isValid).toBe(true);
    expect(validateExpression('$sum([hours, rate])', questions).isValid).toBe(true);
  });

  it('names question codes that do not exist', () => {
    expect(validateExpression('hours * wage', questions)).toEqual({
      isValid: false,
      message: 'Unknown question code: wage',
    });
    expect(validateExpression('a + b', questions).message).toBe('Unknown question codes: a, b');
  });

  it('fields of an answer and filters are not question codes', () => {
    expect(validateExpression('hours.value', questions).isValid).toBe(true);
    expect(validateExpression('hours[$ > 2]', questions).isValid).toBe(true);
  });

  it('gives the parser’s message for a syntax error and “Invalid expression” for nothing', () => {
    const result = validateExpression('hours *', questions);
    expect(result.isValid).toBe(false);
    expect(result.message).toBe('Unexpected end of expression');
    expect(validateExpression('   ', questions)).toEqual({ isValid: false, message: 'Invalid expression' });
  });
});
