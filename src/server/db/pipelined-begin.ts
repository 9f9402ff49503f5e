import type pg from 'pg';

// Round trips a transaction on PostgreSQL does not need to wait for. The pool's connections run in
// node-postgres's pipeline mode, and each one sends a transaction's BEGIN without waiting for its answer:
// BEGIN goes out with the transaction's first statement, so the two cost one round trip. BEGIN's own
// answer is still awaited with that statement's, and a failed BEGIN fails it. Statements whose text
// starts with NAMED_STATEMENT are sent as named (prepared) statements: the connection parses and plans
// them once, and later runs send only the parameters. A statement that starts with LAST_STATEMENT is the
// last of its transaction: COMMIT goes out right behind it, and the transaction's own COMMIT, when it
// comes, is answered by that one. A COMMIT that PostgreSQL answers with ROLLBACK (a statement of the
// transaction failed) fails, so a transaction that wrote nothing never reads as committed. Statements sent
// together go out in one socket write: BEGIN waits in the corked socket for the statement after it, and a
// last statement's COMMIT is written with it (each write to PostgreSQL is a system call that also runs
// the loopback's delivery).

/** Put first in a hot statement's text to have it prepared once per connection. */
export const NAMED_STATEMENT = '/* named */';
/** Put first in a named statement's text when nothing follows it in its transaction but COMMIT. */
export const LAST_STATEMENT = `${NAMED_STATEMENT} /* last */`;

type QueryConfig = { text: string; name?: string; [option: string]: unknown };
type Query = (config: string | QueryConfig, values?: unknown, callback?: unknown) => unknown;
type Result = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] };

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `s${names.size}`));
  return name;
};

/** Fails a COMMIT that PostgreSQL turned into a ROLLBACK. */
const committed = (result: Result) => {
  if (result.command !== 'COMMIT')
    throw new Error('The transaction was rolled back: one of its statements failed.');
  return result;
};

/** Makes a pool connection send BEGIN with the next statement, COMMIT with the last, and prepare the named statements. */
export function pipelineBegins(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } })
    .connection.stream;
  /** Whether a BEGIN waits in the corked socket: whatever is sent next goes out with it. */
  let beginHeld = false;
  let begun: Promise<unknown> | undefined;
  let commitSent: Promise<Result> | undefined;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    const releases = beginHeld;
    beginHeld = false;
    try {
      return send(config, values, callback);
    } finally {
      if (releases) socket.uncork();
    }
  };
  const send: Query = (config, values, callback) => {
    const text = typeof config === 'string' ? config : config.text;
    if (typeof callback === 'function' || typeof values === 'function')
      return query(config, values, callback);
    if (text === 'begin' && begun === undefined) {
      commitSent = undefined;
      socket.cork();
      beginHeld = true;
      begun = query(config, values) as Promise<unknown>;
      // Awaited with the next statement; until then a failure must not count as unhandled.
      begun.catch(() => undefined);
      return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
    }
    if (commitSent !== undefined && (text === 'commit' || text === 'rollback')) {
      // The COMMIT already went out behind the last statement. A rollback asked for after it (the last
      // statement failed) has nothing left to undo: PostgreSQL ended the failed transaction at that COMMIT.
      const sent = commitSent;
      commitSent = undefined;
      if (text === 'commit') return sent.then(committed);
      return sent.then(
        () => ({ command: 'ROLLBACK', rowCount: null, rows: [], fields: [] }),
        () => ({ command: 'ROLLBACK', rowCount: null, rows: [], fields: [] }),
      );
    }
    const named = text.startsWith(NAMED_STATEMENT)
      ? { ...(typeof config === 'string' ? { text } : config), name: nameOf(text) }
      : config;
    const last = text.startsWith(LAST_STATEMENT);
    if (last) socket.cork();
    let sent: Promise<Result>;
    try {
      sent = query(named, values) as Promise<Result>;
      if (last) {
        commitSent = query({ text: 'commit' }) as Promise<Result>;
        commitSent.catch(() => undefined);
      }
    } finally {
      if (last) socket.uncork();
    }
    const result = text === 'commit' ? sent.then(committed) : sent;
    if (begun === undefined) return result;
    const before = begun;
    begun = undefined;
    return Promise.all([before, result]).then(([, answer]) => answer);
  };
}
