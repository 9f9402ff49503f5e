import type { AnySchema, AnyValidateFunction } from 'ajv/dist/types/index.js';
import type Ajv from 'ajv';

type Outcome = { validate: AnyValidateFunction } | { error: unknown };

/**
 * Makes `ajv.compile` compile each distinct schema once and hand back that outcome, the validator or the error,
 * for every equal schema after it. Ajv keeps a compiled schema by its object, and RJSF's live validation passes a
 * freshly resolved copy of the panel's schema at every change, so each keystroke compiled it again. Where the
 * page's Content-Security-Policy forbids generated code (script-src without 'unsafe-eval', as the app is served)
 * compiling fails, and each keystroke paid for the failed attempt again.
 */
export function compileEachSchemaOnce<A extends Ajv>(ajv: A): A {
  const compile = ajv.compile.bind(ajv) as (schema: AnySchema) => AnyValidateFunction;
  const outcomes = new Map<string, Outcome>();
  const once = (schema: AnySchema): AnyValidateFunction => {
    const key = JSON.stringify(schema);
    let outcome = outcomes.get(key);
    if (!outcome) {
      try {
        outcome = { validate: compile(schema) };
      } catch (error) {
        outcome = { error };
      }
      outcomes.set(key, outcome);
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.validate;
  };
  ajv.compile = once as A['compile'];
  return ajv;
}
