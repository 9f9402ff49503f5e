import type { ParsedExpression } from '../expressions/jsonata.ts';

// Custom expressions of computed fields are parsed by the one shared JSONata wrapper (cached, bounded in
// time, depth and sequence length); this module evaluates them against a response's answers.
export { parseExpression, type ParsedExpression } from '../expressions/jsonata.ts';

/** Evaluates an expression against answers keyed by question code; undefined results become null. */
export async function evaluateExpression(
  parsed: ParsedExpression,
  answersByCode: Record<string, unknown>,
): Promise<unknown> {
  const result: unknown = await parsed.expression.evaluate(answersByCode);
  return result === undefined ? null : result;
}
