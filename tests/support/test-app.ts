import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { createIdentityUser, findIdentityUserByEmail } from '../../src/server/auth/identity-users.ts';
import { signInAndGetToken } from './oidc-login.ts';
import { createTestDatabase } from './test-database.ts';
import { seedAccount, seedGroup, seedItemDefinitions, seedOrg, type SeededAccount } from './test-data.ts';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (SEED_DEMO, BOOTSTRAP_ADMIN_EMAIL…). */
  env?: Record<string, string>;
  /** Listen on a free local port, so the identity flow (tokenFor) works over real HTTP. */
  listen?: boolean;
  /**
   * Present the database as this kind to the app. Only the label changes: it lets a PGlite run
   * check what the app does on a PostgreSQL server.
   */
  databaseKind?: Database['kind'];
  /** Collect the server's log lines (at LOG_LEVEL, info unless env says otherwise) into this array. */
  logLines?: string[];
  /**
   * Run on this database instead of a new one (a second app instance beside another); close() leaves it
   * open for its owner.
   */
  database?: Database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** http://127.0.0.1:port when listening. */
  baseUrl: string | undefined;
  seedOrg: (options?: Parameters<typeof seedOrg>[1]) => ReturnType<typeof seedOrg>;
  seedAccount: (options?: Parameters<typeof seedAccount>[1]) => ReturnType<typeof seedAccount>;
  seedGroup: (options: Parameters<typeof seedGroup>[1]) => ReturnType<typeof seedGroup>;
  seedItemDefinitions: (orgGuid: string, perStatus: Record<string, number>) => Promise<void>;
  /** An access token for the account, from signing in at the real identity provider (needs listen). */
  tokenFor: (account: Pick<SeededAccount, 'email' | 'name' | 'password'>) => Promise<string>;
  /** app.inject with the bearer token when one is given. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** A local port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real app on a database of its own, with a data directory of its own; close() removes both.
 *
 *   const t = await createTestApp({ listen: true });
 *   const org = await t.seedOrg({ name: 'Clinic' });
 *   const person = await t.seedAccount({ roles: { [org.guid]: ['Member'] } });
 *   const response = await t.request({ method: 'GET', url: '/api/…', token: await t.tokenFor(person) });
 *   await t.close();
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const port = options.listen ? await freePort() : 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-tools-test-'));
  // Only what is set here reaches the app: a developer's own DATABASE_URL or OIDC_* never leak in.
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port || 3000}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: options.logLines ? 'info' : 'silent',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...options.env,
  });
  const opened = options.database
    ? { ...options.database, close: async () => undefined }
    : await createTestDatabase();
  const database = options.databaseKind ? { ...opened, kind: options.databaseKind } : opened;
  const logLines = options.logLines;
  const app = await buildApp({
    config,
    database,
    logger: Boolean(logLines),
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
  });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  const baseUrl = options.listen ? config.publicUrl : undefined;
  const db = database.db;
  const tokens = new Map<string, Promise<string>>();

  const signIn = async (account: Pick<SeededAccount, 'email' | 'name' | 'password'>) => {
    if (!baseUrl) throw new Error('tokenFor needs createTestApp({ listen: true })');
    if (!(await findIdentityUserByEmail(db, account.email))) {
      await createIdentityUser(db, {
        email: account.email,
        name: account.name,
        password: account.password,
        emailVerified: true,
      });
    }
    return signInAndGetToken(baseUrl, account.email, account.password);
  };

  return {
    app,
    database,
    config,
    baseUrl,
    seedOrg: (seedOptions) => seedOrg(db, seedOptions),
    seedAccount: (seedOptions) => seedAccount(db, seedOptions ?? {}),
    seedGroup: (seedOptions) => seedGroup(db, seedOptions),
    seedItemDefinitions: (orgGuid, perStatus) => seedItemDefinitions(db, orgGuid, perStatus),
    tokenFor: (account) => {
      // One sign-in per person and app: the identity flow is the slow part of a test.
      if (!tokens.has(account.email)) tokens.set(account.email, signIn(account));
      return tokens.get(account.email)!;
    },
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await opened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
