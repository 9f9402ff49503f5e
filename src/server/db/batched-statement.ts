import pg from 'pg';

// A named statement run as node-postgres's own Query, with the transaction's BEGIN in front of it and/or
// its COMMIT behind it in the same extended-protocol batch: one Sync, so PostgreSQL answers the whole
// batch in one reply instead of one per statement, and the connection handles one query instead of two or
// three. The query is built from its text, not from a config object: node-postgres copies a config object
// property by property on every run, a measurable share of a save's CPU (bench/README.md, "A sixth
// machine").

/** The driver's result of one statement. */
export interface StatementResult {
  command: string;
  rowCount: number | null;
  rows: unknown[];
  fields: unknown[];
}

/** The parts of node-postgres's connection a batch uses: its message writers and the statements it has parsed. */
interface Connection {
  parse(query: { text: string; name?: string }): void;
  bind(config: { statement?: string; portal?: string }): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
  parsedStatements: Record<string, string>;
}

/** The parts of node-postgres's Query a batch overrides or sets. */
interface QueryInternals {
  name?: string;
  callback?: (error: Error | null, results?: StatementResult | StatementResult[]) => void;
  prepare(connection: Connection): void;
  /** Sends Execute and then Sync (pg/lib/query.js): the COMMIT goes between the two. */
  _getRows(connection: Connection, rows?: number): void;
}

const QueryBase = pg.Query as unknown as new (text: string, values: unknown[]) => QueryInternals;

/** Sends an unnamed statement without a Describe: its reply is ParseComplete, BindComplete, CommandComplete. */
function sendUnnamed(connection: Connection, text: 'begin' | 'commit'): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

class BatchedQuery extends QueryBase {
  constructor(
    text: string,
    values: unknown[],
    name: string,
    private readonly begins: boolean,
    private readonly commits: boolean,
  ) {
    super(text, values);
    this.name = name;
  }

  override prepare(connection: Connection): void {
    if (this.begins) sendUnnamed(connection, 'begin');
    super.prepare(connection);
  }

  override _getRows(connection: Connection, rows?: number): void {
    if (!this.commits || rows) return super._getRows(connection, rows);
    connection.execute({});
    sendUnnamed(connection, 'commit');
    connection.sync();
  }
}

/** What a client needs to run a batch: its own query method (which takes a Query as it is). */
interface QueryClient {
  query(query: unknown): unknown;
  connection: Connection;
}

/** Whether the connection has parsed the named statement already (a batch may then put BEGIN before it). */
export function isParsed(client: QueryClient, name: string): boolean {
  return client.connection.parsedStatements[name] !== undefined;
}

/**
 * Runs a named statement, with BEGIN before it and/or COMMIT after it when asked. Resolves to the
 * statement's result and, when it committed, COMMIT's; a failure anywhere in the batch rejects, and
 * PostgreSQL skips what follows the failure (a COMMIT behind a failed statement is not run).
 */
export function runBatch(
  client: QueryClient,
  text: string,
  name: string,
  values: unknown[],
  batch: { begins: boolean; commits: boolean },
): Promise<{ result: StatementResult; commit?: StatementResult }> {
  return new Promise((resolve, reject) => {
    const query = new BatchedQuery(text, values, name, batch.begins, batch.commits);
    query.callback = (error, results) => {
      if (error) return reject(error);
      const all = Array.isArray(results) ? results : [results!];
      const expected = 1 + Number(batch.begins) + Number(batch.commits);
      if (all.length !== expected)
        return reject(new Error(`A batched statement answered ${all.length} results, not ${expected}.`));
      resolve({
        result: all[batch.begins ? 1 : 0]!,
        ...(batch.commits ? { commit: all[all.length - 1]! } : {}),
      });
    };
    client.query(query);
  });
}
