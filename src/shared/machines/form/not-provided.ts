import { fromPromise } from 'xstate';

/**
 * Default for an effect a machine declares by name: it rejects, so a missing `.provide()` shows up as a clear
 * error instead of a silent success.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(
        `The '${name}' actor was not provided: supply it with machine.provide({ actors: { ${name} } }).`,
      ),
    ),
  );
}
