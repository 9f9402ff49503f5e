import type { ExpressionValidation } from '../../../../shared/computed/validate-expression.ts';

// The server's latest verdict on each element's custom expression, kept for this browser tab so Save and
// autosave can refuse an expression the live check found invalid even after the panel has closed.

const verdicts = new Map<string, { expression: string; verdict: ExpressionValidation }>();

/** The server judged `expression` of the element. */
export function recordExpressionVerdict(guid: string, expression: string, verdict: ExpressionValidation) {
  verdicts.set(guid, { expression, verdict });
}

/**
 * The message of an invalid verdict on exactly this expression, else null. 'Error during validation' does
 * not block: the check itself failed, and the server checks the expression again on save.
 */
export function invalidExpressionMessage(guid: string, expression: string): string | null {
  const entry = verdicts.get(guid);
  if (!entry || entry.expression !== expression || entry.verdict.isValid) return null;
  return entry.verdict.message === VALIDATION_FAILED ? null : entry.verdict.message || 'Invalid expression';
}

/** Shown when the live check could not be made (spec 5.7). */
export const VALIDATION_FAILED = 'Error during validation';
