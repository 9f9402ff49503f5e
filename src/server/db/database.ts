import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { batchedNotify } from './notify-batches.ts';
import { pipelineBegins } from './pipelined-begin.ts';
import { parsersOnInstance } from './pglite-parsers.ts';

/**
 * Queries go through the query builder and raw SQL only. Drizzle is given no schema: with one, every
 * transaction builds a relational query builder per table, which no query here uses (bench/README.md,
 * "Drizzle without a schema").
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database: drizzle for queries, raw SQL for LISTEN/NOTIFY and tests, and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed on PGlite, one on PostgreSQL). */
  exec(sql: string): Promise<void>;
  /**
   * LISTENs on a channel; resolves once listening, to a function that stops. On a shared server the channel
   * is namespaced by the schema, so databases in different schemas (tests) never hear each other.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY on a channel (payload under 8000 bytes, PostgreSQL's limit). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite instance made by the caller (tests start each database from a migrated dump). */
  pglite?: PGlite;
  /** A PostgreSQL schema to use as search_path (tests isolate themselves in their own schema). */
  searchPath?: string;
}

/** Opens the database named by the options and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.searchPath);
  if (options.pglite) return wrapPglite(options.pglite, () => undefined);
  if (!options.dataDir) throw new Error('openDatabase needs databaseUrl, dataDir or pglite');
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'pgdata'));
    return await wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite({ client: parsersOnInstance(client) });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(databaseUrl: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Statements a connection is given without waiting go out together (pipelined-begin.ts).
    pipeline: true,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  pool.on('connect', pipelineBegins);
  const db = drizzlePg(pool);
  // The drizzle migrator takes no lock: an advisory lock keeps two starting servers from migrating at once.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727272)');
    await migratePg(db, { migrationsFolder, ...(searchPath ? { migrationsSchema: searchPath } : {}) });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727272)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    ...postgresNotifications(databaseUrl, pool, searchPath),
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open; one per database, opened at the first listen.
 * NOTIFY goes through the pool. Channel names carry the schema, as NOTIFY is database-wide.
 */
function postgresNotifications(
  databaseUrl: string,
  pool: pg.Pool,
  searchPath: string | undefined,
): Pick<Database, 'listen' | 'notify'> {
  const named = (channel: string) => (searchPath ? `${searchPath}_${channel}` : channel);
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: Promise<pg.Client> | undefined;
  const notify = batchedNotify(pool);
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    // A broken listening connection surfaces through the pool's own errors; keep the process alive.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    return client;
  };
  return {
    listen: async (channel, onPayload) => {
      const name = named(channel);
      listener ??= connect();
      const client = await listener;
      if (!handlers.has(name)) {
        handlers.set(name, new Set());
        await client.query(`LISTEN "${name}"`);
      }
      handlers.get(name)!.add(onPayload);
      return async () => {
        handlers.get(name)?.delete(onPayload);
        if (handlers.get(name)?.size === 0) {
          handlers.delete(name);
          if (handlers.size === 0 && listener) {
            const closing = listener;
            listener = undefined;
            await (await closing).end().catch(() => undefined);
          } else await client.query(`UNLISTEN "${name}"`).catch(() => undefined);
        }
      };
    },
    notify: (channel, payload) => notify(named(channel), payload),
  };
}
