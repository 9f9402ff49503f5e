import { benchConfig, signedInPerson } from '../bench-app.ts';
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { seedOrg } from '../../tests/support/test-data.ts';
import { generateForm } from '../generate-form.ts';
import { freePort } from '../../tests/support/test-app.ts';
import { rawSaveRate } from './raw-save-rate.ts';
import { EMPTY_GUID } from '../../src/shared/guid.ts';

// The save path under load: SubmitAnswer from concurrent clients, each on its own response, against the
// real app on PostgreSQL or PGlite. Reports answers per second, latency and the server's CPU per save;
// on PostgreSQL also the rate of the bare upsert + history transaction on the same tables.
//
// The two rates are measured in turns, a window of saves and a window of the bare transaction, in the order
// saves–bare, bare–saves, saves–bare…, and the share is the median of each turn's saves over its bare rate.
// On these machines the speed of everything moves by a fifth within a minute, so one window of each, taken
// a quarter of a minute apart, gave a share that moved by as much as the changes it was meant to judge
// (42–56 % in three runs of one build); a slow spell now hits both rates of a turn alike.

export interface SaveFigures {
  /** Saves over the time of the measured windows, all windows together. */
  rate: number;
  p50: number;
  p99: number;
  cpuMsPerSave: number;
  /** The load client's own CPU per save: it shares the machine's cores with the server and the database. */
  clientCpuMsPerSave: number;
  failures: number;
  /** The median of the bare transaction's windows. */
  rawRate?: number;
  /** The median over the turns of the saves' rate divided by the bare transaction's rate of the same turn. */
  share?: number;
  windows: number;
}

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CLIENTS = 32;
const WINDOWS = Number(process.env.BENCH_SAVE_WINDOWS ?? 5);
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 3);
const FIRST_WARMUP_SECONDS = 3;
// Later windows open new connections and find the server warm.
const WARMUP_SECONDS = 1;

export async function benchSave(kind: 'postgres' | 'pglite'): Promise<SaveFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-save-'));
  const schemaName = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const database = await openBenchDatabase(kind, dataDir, schemaName);
  const port = await freePort();
  const config = benchConfig({ port, dataDir, clientDir: path.join(dataDir, 'no-client') });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const baseUrl = config.publicUrl;
    const { token, targets } = await seedWorld(database, baseUrl);
    const latencies: number[] = [];
    let measuredMs = 0;
    let serverCpuMs = 0;
    let clientCpuMs = 0;
    let failures = 0;
    const rawRates: number[] = [];
    const shares: number[] = [];
    for (let window = 0; window < WINDOWS; window += 1) {
      const warmupSeconds = window === 0 ? FIRST_WARMUP_SECONDS : WARMUP_SECONDS;
      const rawFirst = window % 2 === 1;
      const raw = () => rawSaveRate(POSTGRES_URL, schemaName, targets, CLIENTS, SECONDS);
      const before = kind === 'postgres' && rawFirst ? await raw() : undefined;
      const saves = await savesWindow({ baseUrl, token, targets, seconds: SECONDS, warmupSeconds });
      const after = kind === 'postgres' && !rawFirst ? await raw() : undefined;
      latencies.push(...saves.latencies);
      measuredMs += saves.measuredMs;
      serverCpuMs += saves.serverCpuMs;
      clientCpuMs += saves.cpuMs;
      failures += saves.failures;
      if (saves.failures > 0) console.log(`  ${saves.failures} saves failed (first: ${saves.firstFailure})`);
      const rawRate = before ?? after;
      if (rawRate !== undefined) {
        rawRates.push(rawRate);
        shares.push(((saves.latencies.length / saves.measuredMs) * 1000) / rawRate);
      }
    }
    const sorted = latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    const saved = Math.max(1, sorted.length);
    return {
      rate: (sorted.length / measuredMs) * 1000,
      p50: at(0.5),
      p99: at(0.99),
      cpuMsPerSave: serverCpuMs / saved,
      clientCpuMsPerSave: clientCpuMs / saved,
      failures,
      windows: WINDOWS,
      ...(rawRates.length > 0 ? { rawRate: median(rawRates), share: median(shares) } : {}),
    };
  } finally {
    await app.close();
    await database.close();
    if (kind === 'postgres') await dropSchema(schemaName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One window of the load, with this process's CPU time (the server's) over its measured part. */
async function savesWindow(options: Parameters<typeof runLoad>[0]) {
  const cpuAtStart = { value: process.cpuUsage() };
  const warmup = setTimeout(() => (cpuAtStart.value = process.cpuUsage()), options.warmupSeconds * 1000);
  const result = await runLoad(options);
  clearTimeout(warmup);
  const cpu = process.cpuUsage(cpuAtStart.value);
  return { ...result, serverCpuMs: (cpu.user + cpu.system) / 1000 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Target {
  formGuid: string;
  responseGuid: string;
  elementGuids: string[];
}

export async function openBenchDatabase(
  kind: 'postgres' | 'pglite',
  dataDir: string,
  schemaName: string,
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir });
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`create schema ${schemaName}`);
  await client.end();
  return openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schemaName });
}

export async function dropSchema(schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schemaName} cascade`);
  await client.end();
}

/**
 * An organisation, a person signed in through the real identity flow, a form of 50 questions / 20 rules and a
 * response per client. `long` makes the form 1000 questions / 500 rules and answers every text question of
 * each response first, as a long form filled in is (compare-saves.ts `long`).
 */
export async function seedWorld(
  database: Database,
  baseUrl: string,
  long = false,
): Promise<{ token: string; targets: Target[] }> {
  const db = database.db;
  const org = await seedOrg(db, { name: 'Bench Clinic' });
  const { token } = await signedInPerson(db, baseUrl, org.guid, ['Member', 'ViewSetup', 'SetupBasic']);
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ guid: string }>;
  };
  const { form } = long ? generateForm(1000, 500) : generateForm(50, 20);
  await call('POST', `/api/FormDefinition?orgGuid=${org.guid}`, { ...form, orgGuid: org.guid });
  const textQuestions = form.components
    .filter((element) => element.type === 'SimpleText')
    .map((element) => element.guid);
  const targets: Target[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const response = await call('POST', `/api/mwforms/${form.guid}/CreateFormResponse?orgGuid=${org.guid}`);
    targets.push({ formGuid: form.guid, responseGuid: response.guid, elementGuids: textQuestions });
    if (!long) continue;
    for (const element of textQuestions)
      await call(
        'POST',
        `/api/mwforms/${form.guid}/responses/${response.guid}/answers/${element}/${EMPTY_GUID}/SubmitAnswer`,
        'answered before',
      );
  }
  return { token, targets };
}

/** Runs load-client.mjs in a process of its own: each target's client saves one answer after another. */
export function runLoad(options: {
  baseUrl: string;
  token: string;
  targets: Target[];
  seconds: number;
  warmupSeconds: number;
}) {
  return new Promise<{
    latencies: number[];
    failures: number;
    firstFailure: string;
    measuredMs: number;
    cpuMs: number;
  }>((resolve, reject) => {
    // The options go as a message: a long form's targets are more than one argument may hold.
    const child = fork(path.join(import.meta.dirname, 'load-client.mjs'));
    child.send(options);
    child.once('message', (message) => resolve(message as never));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited with ${code}`)));
  });
}
