import type { Db } from './database.ts';

// The statements every save runs go to the driver directly, their text fixed and their values numbered.
// Through drizzle each run built the statement again from its template and wrapped the driver's call in a
// prepared-query object with its own type parsers: about a tenth of a save's CPU on the server in a profile
// of the save load (bench/README.md, "A fifth machine"). Both drivers answer with the rows under `rows`,
// json columns parsed, so what a hot statement returns reads the same on node-postgres and PGlite.

interface NodePostgresClient {
  connection: unknown;
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's own handle under a drizzle database or transaction (the transaction's connection inside one). */
function driverOf(db: Db): NodePostgresClient | PgliteClient {
  return (db as unknown as { session: { client: NodePostgresClient | PgliteClient } }).session.client;
}

/**
 * Runs a statement of fixed text ($1, $2… for the values) on the database or transaction given. Start the
 * text with NAMED_STATEMENT or LAST_STATEMENT (pipelined-begin.ts) to have it prepared once per connection
 * on PostgreSQL.
 */
export async function runHotStatement<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  const client = driverOf(db);
  const result =
    'connection' in client ? await client.query({ text, values }) : await client.query(text, values);
  return result.rows as Row[];
}
