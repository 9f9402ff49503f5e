import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar); empty when the tests run on PostgreSQL. */
    pgliteDumpPath: string;
  }
}

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes about one.
 * Migrate once per run, then every test file starts its own database from the dump.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteDumpPath', '');
    return () => undefined;
  }
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  const dump = await client.dumpDataDir('none');
  await database.close();

  const folder = path.resolve('.tmp');
  fs.mkdirSync(folder, { recursive: true });
  // One file per run, so two runs side by side never read each other's half-written dump.
  const dumpPath = path.join(folder, `pglite-migrated-${process.pid}.tar`);
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  return () => fs.rmSync(dumpPath, { force: true });
}
