import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/server/db/database.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Two app instances on one database, as behind a load balancer. */
export interface TwoInstances {
  database: TestDatabase;
  first: TestApp;
  second: TestApp;
  /** The second instance's own address (its public address is the first's). */
  secondUrl: string;
  close(): Promise<void>;
}

/**
 * Starts two instances on one new database: on PostgreSQL each has its own pool and listening connection,
 * on PGlite they share the one embedded database of the process. Both answer to the same public address,
 * so a token one issued is valid on the other.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const secondConnection: Database = await database.openAgain();
  const first = await createTestApp({ listen: true, database });
  const second = await createTestApp({
    listen: true,
    database: secondConnection,
    env: { PUBLIC_URL: first.baseUrl! },
  });
  const secondUrl = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
  return {
    database,
    first,
    second,
    secondUrl,
    close: async () => {
      await second.close();
      await first.close();
      await secondConnection.close();
      await database.close();
    },
  };
}
