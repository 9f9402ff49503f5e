import type pg from 'pg';
import { isParsed, runBatch, type StatementResult } from './batched-statement.ts';

// Round trips a transaction on PostgreSQL does not need to wait for. The pool's connections run in
// node-postgres's pipeline mode. A transaction's BEGIN is not sent when asked for: it goes out with the
// transaction's first statement, so the two cost one round trip, and a failed BEGIN fails that statement.
// When that statement is a named one the connection has already parsed, BEGIN is part of its batch
// (batched-statement.ts) and PostgreSQL answers both at once; otherwise BEGIN waits in the corked socket
// and both go out in one write. Statements whose text starts with NAMED_STATEMENT are sent as named
// (prepared) statements: the connection parses and plans them once, and later runs send only the
// parameters. A statement that starts with LAST_STATEMENT is the last of its transaction: COMMIT goes in
// its batch, behind it, and the transaction's own COMMIT, when it comes, is answered by that one. When the
// statement fails, PostgreSQL skips that COMMIT and the transaction stays open, failed: its COMMIT or
// ROLLBACK is then sent, and a COMMIT that PostgreSQL answers with ROLLBACK fails, so a transaction that
// wrote nothing never reads as committed. (Each write to PostgreSQL is a system call that also runs the
// loopback's delivery, and each reply one more.)

/** Put first in a hot statement's text to have it prepared once per connection. */
export const NAMED_STATEMENT = '/* named */';
/** Put first in a named statement's text when nothing follows it in its transaction but COMMIT. */
export const LAST_STATEMENT = `${NAMED_STATEMENT} /* last */`;

type QueryConfig = { text: string; name?: string; [option: string]: unknown };
type Query = (config: string | QueryConfig, values?: unknown, callback?: unknown) => unknown;

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `s${names.size}`));
  return name;
};

const answered = (command: string): StatementResult => ({ command, rowCount: null, rows: [], fields: [] });

/** Fails a COMMIT that PostgreSQL turned into a ROLLBACK. */
const committed = (result: StatementResult) => {
  if (result.command !== 'COMMIT')
    throw new Error('The transaction was rolled back: one of its statements failed.');
  return result;
};

/** Makes a pool connection send BEGIN with the next statement, COMMIT with the last, and prepare the named statements. */
export function pipelineBegins(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const batchClient = client as unknown as Parameters<typeof runBatch>[0];
  const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } })
    .connection.stream;
  /** A BEGIN asked for and not sent yet: it goes with the next statement. */
  let beginPending = false;
  /** A BEGIN sent on its own ahead of the statement in flight, awaited with that statement's answer. */
  let begun: Promise<unknown> | undefined;
  /** Whether the last statement's batch committed the transaction (false: it failed, the transaction is open). */
  let lastCommitted: Promise<boolean> | undefined;

  const send: Query = (config, values, callback) => {
    const text = typeof config === 'string' ? config : config.text;
    if (typeof callback === 'function' || typeof values === 'function')
      return query(config, values, callback);
    if (text === 'begin' && !beginPending && begun === undefined) {
      lastCommitted = undefined;
      beginPending = true;
      return Promise.resolve(answered('BEGIN'));
    }
    if (text === 'commit' || text === 'rollback') {
      // Nothing was sent since BEGIN: there is no transaction to end.
      if (beginPending) {
        beginPending = false;
        return Promise.resolve(answered(text.toUpperCase()));
      }
      if (lastCommitted !== undefined) return endAfterLast(lastCommitted, text);
    }
    if (text.startsWith(NAMED_STATEMENT) && Array.isArray(values)) {
      const name = nameOf(text);
      const begins = beginPending && isParsed(batchClient, name);
      const commits = text.startsWith(LAST_STATEMENT);
      if (begins) beginPending = false;
      if (!beginPending) return sendNamed(text, name, values, begins, commits);
    }
    if (!beginPending) {
      const sent = query(config, values) as Promise<StatementResult>;
      return awaitingBegun(text === 'commit' ? sent.then(committed) : sent);
    }
    beginPending = false;
    socket.cork();
    try {
      begun = query('begin') as Promise<unknown>;
      // Awaited with the statement's answer; until then a failure must not count as unhandled.
      begun.catch(() => undefined);
      return send(config, values, callback);
    } finally {
      socket.uncork();
    }
  };

  /** A named statement, in a batch with BEGIN and/or COMMIT when asked. */
  function sendNamed(text: string, name: string, values: unknown[], begins: boolean, commits: boolean) {
    const sent = runBatch(batchClient, text, name, values, { begins, commits });
    if (commits) {
      lastCommitted = sent.then(
        () => true,
        () => false,
      );
    }
    return awaitingBegun(sent.then((answer) => answer.result));
  }

  /** The statement's answer, after the BEGIN sent on its own ahead of it (whose failure fails it). */
  function awaitingBegun(result: Promise<StatementResult>) {
    if (begun === undefined) return result;
    const before = begun;
    begun = undefined;
    return Promise.all([before, result]).then(([, answer]) => answer);
  }

  /** The transaction's own COMMIT or ROLLBACK after its last statement's batch. */
  async function endAfterLast(outcome: Promise<boolean>, text: 'commit' | 'rollback') {
    lastCommitted = undefined;
    // The batch committed: a COMMIT is answered by it, and a ROLLBACK asked for after it has nothing left
    // to undo (nothing follows a last statement in its transaction).
    if (await outcome) return answered(text.toUpperCase());
    // The statement failed and PostgreSQL skipped the COMMIT behind it: the transaction is still open.
    const ended = (await query(text)) as StatementResult;
    return text === 'commit' ? committed(ended) : ended;
  }

  (client as unknown as { query: Query }).query = send;
}
