import { parseExpression } from './expression.ts';

/** A question an expression may read. */
export interface ExpressionQuestion {
  readonly questionCode: string;
  readonly type?: string;
}

/** The answer to the ValidateExpression hub call. */
export interface ExpressionValidation {
  readonly isValid: boolean;
  readonly message: string;
}

/**
 * Validates a custom expression with the same parser that evaluates it: the parser's own message for
 * a syntax error, 'Invalid expression' when there is nothing to parse or the parser gives no reason,
 * 'Error during validation' when validation itself fails, and a message naming unknown question codes.
 */
export function validateExpression(
  expression: string,
  questions: readonly ExpressionQuestion[],
): ExpressionValidation {
  if (expression.trim() === '') return { isValid: false, message: 'Invalid expression' };
  let questionCodes: readonly string[];
  try {
    questionCodes = parseExpression(expression).questionCodes;
  } catch (error) {
    if (isParserError(error)) return { isValid: false, message: error.message || 'Invalid expression' };
    return { isValid: false, message: 'Error during validation' };
  }
  const known = new Set(questions.map((question) => question.questionCode));
  const unknown = questionCodes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    return {
      isValid: false,
      message: `Unknown question code${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
    };
  }
  return { isValid: true, message: '' };
}

// JSONata reports syntax errors as objects carrying an error code such as 'S0201'.
function isParserError(error: unknown): error is { message: string; code: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}
