import type pg from 'pg';

// Round trips a transaction on PostgreSQL does not need to wait for. The pool's connections run in
// node-postgres's pipeline mode, and each one sends a transaction's BEGIN without waiting for its answer:
// BEGIN goes out with the transaction's first statement, so the two cost one round trip. BEGIN's own
// answer is still awaited with that statement's, and a failed BEGIN fails it. Statements whose text
// starts with NAMED_STATEMENT are sent as named (prepared) statements: the connection parses and plans
// them once, and later runs send only the parameters.

/** Put first in a hot statement's text to have it prepared once per connection. */
export const NAMED_STATEMENT = '/* named */';

type QueryConfig = { text: string; name?: string; [option: string]: unknown };
type Query = (config: string | QueryConfig, values?: unknown, callback?: unknown) => unknown;

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `s${names.size}`));
  return name;
};

/** Makes a pool connection send BEGIN with the next statement and prepare the named statements. */
export function pipelineBegins(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  let begun: Promise<unknown> | undefined;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    const text = typeof config === 'string' ? config : config.text;
    if (typeof callback === 'function' || typeof values === 'function')
      return query(config, values, callback);
    if (text === 'begin' && begun === undefined) {
      begun = query(config, values) as Promise<unknown>;
      // Awaited with the next statement; until then a failure must not count as unhandled.
      begun.catch(() => undefined);
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    const named =
      typeof config !== 'string' && text.startsWith(NAMED_STATEMENT)
        ? { ...config, name: nameOf(text) }
        : config;
    const result = query(named, values) as Promise<unknown>;
    if (begun === undefined) return result;
    const before = begun;
    begun = undefined;
    return Promise.all([before, result]).then(([, answer]) => answer);
  };
}
