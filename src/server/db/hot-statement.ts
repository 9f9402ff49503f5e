import type { Db } from './database.ts';

// The statements every save runs go to the driver directly, their text fixed and their values numbered.
// Through drizzle each run built the statement again from its template and wrapped the driver's call in a
// prepared-query object with its own type parsers; sent directly, a save takes 9 % less of the server's CPU
// (bench/README.md, "A fifth machine"). Both drivers answer with the rows under `rows`, json columns parsed,
// so what a hot statement returns reads the same on node-postgres and PGlite.

/** What both drivers' handles (a pool or its client, PGlite or its transaction) take. */
interface DriverClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's own handle under a drizzle database or transaction (the transaction's connection inside one). */
function driverOf(db: Db): DriverClient {
  return (db as unknown as { session: { client: DriverClient } }).session.client;
}

/**
 * Runs a statement of fixed text ($1, $2… for the values) on the database or transaction given. Start the
 * text with NAMED_STATEMENT or LAST_STATEMENT (pipelined-begin.ts) to have it prepared once per connection
 * on PostgreSQL.
 */
export async function runHotStatement<Row>(db: Db, text: string, values: unknown[]): Promise<Row[]> {
  const result = await driverOf(db).query(text, values);
  return result.rows as Row[];
}
