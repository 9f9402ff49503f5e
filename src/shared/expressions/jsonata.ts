import jsonata from 'jsonata';
import type { Expression } from 'jsonata';
import { LRUCache } from 'lru-cache';
import { LinearRegExp } from './linear-regex.ts';
import { referencedNames } from './referenced-names.ts';

// The one way shared code runs JSONata: compiled once per expression text, and bounded so a
// designer's runaway expression cannot stall a server request or freeze a browser tab. Regular
// expressions run on a linear-time engine, since a backtracking one cannot be stopped by the time limit.

/** Evaluation limits: time in ms, call depth and sequence length. */
export const EXPRESSION_LIMITS = { timeout: 1000, stack: 1000, sequence: 100_000 } as const;

/** A compiled expression and the question codes it reads. */
export interface ParsedExpression {
  readonly expression: Expression;
  readonly questionCodes: readonly string[];
}

// Forms hold a bounded number of expressions; the bound only guards a long-running server against
// unbounded growth. A compiled expression keeps no state between runs except JSONata's $now(), which
// overlapping runs share.
const cache = new LRUCache<string, ParsedExpression>({ max: 500 });

/**
 * Compiles an expression (cached by its text) and lists the question codes it reads; throws the JSONata
 * syntax error when it does not parse. Answers are the input document, so a question is read by its code
 * as a field name: `hours * rate`, or `` `odd-code` `` for codes JSONata cannot name bare.
 */
export function parseExpression(text: string): ParsedExpression {
  const cached = cache.get(text);
  if (cached) return cached;
  const expression = jsonata(text, {
    ...EXPRESSION_LIMITS,
    RegexEngine: LinearRegExp as unknown as RegExpConstructor,
  });
  const parsed = { expression, questionCodes: [...referencedNames(expression.ast())] };
  cache.set(text, parsed);
  return parsed;
}

/** Evaluates an expression against data, with optional $variables; rejects with the JSONata error. */
export async function evaluateExpression(
  expression: string,
  data: unknown,
  bindings?: Record<string, unknown>,
): Promise<unknown> {
  return parseExpression(expression).expression.evaluate(data, bindings);
}
