import jsonata from 'jsonata';
import type { Expression } from 'jsonata';
import { LinearRegExp } from './linear-regex.ts';

// The one way shared code runs JSONata: compiled once per expression text, and bounded so a
// designer's runaway expression cannot stall a server request or freeze a browser tab. Regular
// expressions run on a linear-time engine, since a backtracking one cannot be stopped by the time limit.

/** Evaluation limits: time in ms, call depth and sequence length. */
export const EXPRESSION_LIMITS = { timeout: 1000, stack: 1000, sequence: 100_000 } as const;

// Forms hold a bounded number of expressions; the cap only guards a long-running server
// against unbounded growth. Map order gives least-recently-used eviction. A compiled expression
// keeps no state between runs except JSONata's $now(), which overlapping runs share.
const CACHE_SIZE = 500;
const cache = new Map<string, Expression>();

/** Compiles an expression (cached by its text); throws the JSONata syntax error when it does not parse. */
export function parseExpression(expression: string): Expression {
  const cached = cache.get(expression);
  if (cached) {
    cache.delete(expression);
    cache.set(expression, cached);
    return cached;
  }
  const compiled = jsonata(expression, {
    ...EXPRESSION_LIMITS,
    RegexEngine: LinearRegExp as unknown as RegExpConstructor,
  });
  cache.set(expression, compiled);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return compiled;
}

/** Evaluates an expression against data, with optional $variables; rejects with the JSONata error. */
export async function evaluateExpression(
  expression: string,
  data: unknown,
  bindings?: Record<string, unknown>,
): Promise<unknown> {
  return parseExpression(expression).evaluate(data, bindings);
}
