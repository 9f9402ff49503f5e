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

// The save path under load: SubmitAnswer from concurrent clients, each on its own response, against the
// real app on PostgreSQL or PGlite. Reports answers per second, latency and the server's CPU per save;
// on PostgreSQL also the rate of the bare upsert + history transaction on the same tables.

export interface SaveFigures {
  rate: number;
  p50: number;
  p99: number;
  cpuMsPerSave: number;
  /** The load client's own CPU per save: it shares the machine's cores with the server and the database. */
  clientCpuMsPerSave: number;
  failures: number;
  rawRate?: number;
}

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

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
    const cpuBefore = { value: process.cpuUsage() };
    setTimeout(() => (cpuBefore.value = process.cpuUsage()), WARMUP_SECONDS * 1000);
    const result = await runLoad({
      baseUrl,
      token,
      targets,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    const cpu = process.cpuUsage(cpuBefore.value);
    const sorted = result.latencies.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    const figures: SaveFigures = {
      rate: (sorted.length / result.measuredMs) * 1000,
      p50: at(0.5),
      p99: at(0.99),
      cpuMsPerSave: (cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length),
      clientCpuMsPerSave: result.cpuMs / Math.max(1, sorted.length),
      failures: result.failures,
    };
    if (result.failures > 0) console.log(`  ${result.failures} saves failed (first: ${result.firstFailure})`);
    if (kind === 'postgres') figures.rawRate = await rawSaveRate(POSTGRES_URL, schemaName, targets, CLIENTS);
    return figures;
  } finally {
    await app.close();
    await database.close();
    if (kind === 'postgres') await dropSchema(schemaName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

/** An organisation, a person signed in through the real identity flow, a form of 50 questions / 20 rules and a response per client. */
export async function seedWorld(
  database: Database,
  baseUrl: string,
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
  const { form } = generateForm(50, 20);
  await call('POST', `/api/FormDefinition?orgGuid=${org.guid}`, { ...form, orgGuid: org.guid });
  const textQuestions = form.components
    .filter((element) => element.type === 'SimpleText')
    .map((element) => element.guid);
  const targets: Target[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const response = await call('POST', `/api/mwforms/${form.guid}/CreateFormResponse?orgGuid=${org.guid}`);
    targets.push({ formGuid: form.guid, responseGuid: response.guid, elementGuids: textQuestions });
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
    const child = fork(path.join(import.meta.dirname, 'load-client.mjs'), [JSON.stringify(options)]);
    child.once('message', (message) => resolve(message as never));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited with ${code}`)));
  });
}
