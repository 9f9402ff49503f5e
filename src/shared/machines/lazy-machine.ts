/**
 * A machine built on its first use instead of when its module loads. Building one walks its whole chart,
 * and a page imports machines it runs only later, if at all (the answer-save machine at the first edit, the
 * hub machines once a live session starts): built at load, they sat on the path to a form's first paint.
 */
export function lazyMachine<Machine>(build: () => Machine): () => Machine {
  let machine: Machine | undefined;
  return () => (machine ??= build());
}
