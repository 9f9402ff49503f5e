import type jsonata from 'jsonata';
import { parseExpression as compile } from '../expressions/jsonata.ts';

/** A parsed custom expression and the question codes it reads. */
export interface ParsedExpression {
  readonly expression: jsonata.Expression;
  readonly questionCodes: readonly string[];
}

// Parsed expressions with their question codes, cached beside the compiled ones (same bound).
const CACHE_LIMIT = 500;
const cache = new Map<string, ParsedExpression>();

/**
 * Parses a JSONata expression (cached by text). Answers are the input document, so a question is read
 * by its code as a field name: `hours * rate`, or `` `odd-code` `` for codes JSONata cannot name bare.
 * Throws the parser's error for invalid text.
 */
export function parseExpression(text: string): ParsedExpression {
  const cached = cache.get(text);
  if (cached) return cached;
  // Compiled by the shared JSONata wrapper, which bounds time, depth and sequence length.
  const expression = compile(text);
  const parsed = { expression, questionCodes: [...referencedNames(expression.ast())] };
  // A bounded cache: definitions change rarely, but a long-running server must not grow without end.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, parsed);
  return parsed;
}

/** Evaluates an expression against answers keyed by question code; undefined results become null. */
export async function evaluateExpression(
  parsed: ParsedExpression,
  answersByCode: Record<string, unknown>,
): Promise<unknown> {
  const result: unknown = await parsed.expression.evaluate(answersByCode);
  return result === undefined ? null : result;
}

// Field names an expression reads from the input document: the first step of every path. Later steps
// (`a.b`) and filters (`a[b > 1]`) name fields of an answer relative to it, not question codes.
function referencedNames(node: jsonata.ExprNode | undefined, names = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return names;
  if (node.type === 'name') {
    if (typeof node.value === 'string') names.add(node.value);
    return names;
  }
  // The typings omit 'path' nodes, which the parser does produce.
  if ((node.type as string) === 'path') return referencedNames(node.steps?.[0], names);
  for (const [key, child] of Object.entries(node)) {
    // 'value' holds literals (a regular expression is an object too), never sub-expressions.
    if (key === 'value') continue;
    if (Array.isArray(child))
      for (const item of child.flat()) referencedNames(item as jsonata.ExprNode, names);
    else if (child && typeof child === 'object') referencedNames(child as jsonata.ExprNode, names);
  }
  return names;
}
