import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';

/** The database tests run on: PostgreSQL when TEST_DATABASE_URL is set, embedded PGlite otherwise. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase extends Database {
  /** Connections of their own to the same database (for a second app instance); close them before this. */
  openAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database of its own. On PGlite it is loaded from the dump global-setup made;
 * on PostgreSQL it is a new schema, dropped again by close().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const dump = fs.readFileSync(inject('pgliteDumpPath'));
    // The dump is already migrated, so openDatabase finds nothing left to apply.
    const database = await openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([dump]) }) });
    // PGlite lives in this process: a second app instance shares it, as two instances share a server.
    return { ...database, openAgain: async () => ({ ...database, close: async () => undefined }) };
  }
  const schemaName = `t_${crypto.randomBytes(6).toString('hex')}`;
  await withClient(testDatabaseUrl, (client) => client.query(`create schema ${schemaName}`));
  // Migrations are schema-free, so openDatabase applies them inside the test's own schema.
  const database = await openDatabase({ databaseUrl: testDatabaseUrl, searchPath: schemaName });
  return {
    ...database,
    openAgain: () => openDatabase({ databaseUrl: testDatabaseUrl, searchPath: schemaName }),
    close: async () => {
      await database.close();
      await withClient(testDatabaseUrl, (client) =>
        client.query(`drop schema if exists ${schemaName} cascade`),
      );
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
