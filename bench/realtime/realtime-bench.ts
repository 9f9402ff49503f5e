import { benchConfig, signedInPerson } from '../bench-app.ts';
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { hubs } from '../../src/shared/realtime/hub-contract.ts';
import { seedOrg } from '../../tests/support/test-data.ts';
import { seedForm, seedResponse } from '../../tests/server/answers/answer-fixtures.ts';
import { freePort } from '../../tests/support/test-app.ts';
import { POSTGRES_URL, dropSchema, openBenchDatabase } from '../save/save-bench.ts';

// Real-time figures on PostgreSQL: one answer write fanned out as FormUpdated to 500 official clients in one
// response group spread over two app instances, and the memory one instance spends on 2,000 idle
// connections. Clients run in a child process (hub-load.mjs).

export const FANOUT_CLIENTS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 500);
export const IDLE_CONNECTIONS = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 2000);
// Enough writes that one slow write (a GC pause, a checkpoint) moves the pooled p99 by its share, not by a tenth.
const WRITES = 30;
/** Writes made first and not counted: the first ones compile the save path and warm the connections. */
const WARMUP_WRITES = 2;

export interface RealtimeFigures {
  /** Answer write started → FormUpdated at each client, every write's arrivals pooled. */
  fanoutP50: number;
  fanoutP99: number;
  /** The write's answer received → FormUpdated at each client: the delivery alone. */
  deliveryP99: number;
  /** Deliveries that never came, over all writes. */
  missing: number;
  idleExtraMb: number;
}

interface Instance {
  app: FastifyInstance;
  url: string;
}

async function startInstance(database: Database, dataDir: string, publicUrl?: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = benchConfig({
    port,
    dataDir,
    clientDir: path.join(dataDir, 'no-client'),
    publicUrl: publicUrl ?? url,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url };
}

function startClients(
  options: Record<string, unknown>,
): Promise<{ child: ChildProcess; rounds: number[][] }> {
  const child = fork(path.join(import.meta.dirname, 'hub-load.mjs'), [JSON.stringify(options)]);
  const rounds: number[][] = [];
  return new Promise((resolve, reject) => {
    child.on('message', (message: { kind: string; times?: number[] }) => {
      if (message.kind === 'ready') resolve({ child, rounds });
      if (message.kind === 'round') rounds.push(message.times!);
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`hub clients exited with ${code}`)));
  });
}

const stopClients = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send({ kind: 'stop' });
  });

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's memory after a full garbage collection: resident, and what JS holds (heap, external and
 * array buffers). Resident memory moves with what the allocator returns to the system, so both are kept.
 */
function memoryMb(): { resident: number; held: number } {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  const usage = process.memoryUsage();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { resident: mb(usage.rss), held: mb(usage.heapUsed + usage.external + usage.arrayBuffers) };
}

export async function benchRealtime(): Promise<RealtimeFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  const schemaName = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const first = await openBenchDatabase('postgres', dataDir, schemaName);
  const second = await openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schemaName });
  const a = await startInstance(first, dataDir);
  const b = await startInstance(second, dataDir, a.url);
  try {
    const db = first.db;
    const org = await seedOrg(db, { name: 'Bench Clinic' });
    const signIn = (name: string) => signedInPerson(db, a.url, org.guid, ['Member'], name);
    const viewer = await signIn('Viewer');
    const writer = await signIn('Writer');
    const form = await seedForm(db, org.guid, [{ type: 'SimpleText', questionCode: 'Note' }]);
    const responseGuid = await seedResponse(db, form, org.guid);

    // Idle connections first, on a server that has done nothing else yet but sign two people in.
    await settle(1_000);
    const before = memoryMb();
    const idle = await startClients({
      mode: 'idle',
      urls: [a.url],
      path: hubs.siteWide.path,
      token: viewer.token,
      count: IDLE_CONNECTIONS,
    });
    await settle(2_000);
    const held = a.app.realtime.connectionCount;
    const after = memoryMb();
    await stopClients(idle.child);
    if (held < IDLE_CONNECTIONS) throw new Error(`only ${held} of ${IDLE_CONNECTIONS} idle connections held`);
    // The larger of the two: neither may hide what the other shows.
    const idleExtraMb = Math.max(after.resident - before.resident, after.held - before.held);

    const fanout = await startClients({
      mode: 'fanout',
      urls: [a.url, b.url],
      path: hubs.formResponse.path,
      token: viewer.token,
      responseGuid,
      count: FANOUT_CLIENTS,
    });
    await settle(1_000);
    const latencies: number[] = [];
    const deliveries: number[] = [];
    let missing = 0;
    for (let write = 0; write < WARMUP_WRITES + WRITES; write += 1) {
      const expected = fanout.rounds.length + 1;
      const started = performance.timeOrigin + performance.now();
      const url = `${a.url}/api/mwforms/${form.guid}/responses/${responseGuid}/answers/${form.el.Note}/00000000-0000-0000-0000-000000000000/SubmitAnswer`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(`note ${write}`),
      });
      if (!response.ok) throw new Error(`SubmitAnswer: ${response.status} ${await response.text()}`);
      const answered = performance.timeOrigin + performance.now();
      const deadline = Date.now() + 5_000;
      while (fanout.rounds.length < expected && Date.now() < deadline) await settle(10);
      if (fanout.rounds.length < expected) fanout.child.send({ kind: 'flush' });
      while (fanout.rounds.length < expected) await settle(10);
      const times = fanout.rounds.at(-1)!;
      if (write < WARMUP_WRITES) {
        await settle(300);
        continue;
      }
      missing += FANOUT_CLIENTS - times.length;
      latencies.push(...times.map((time) => time - started));
      deliveries.push(...times.map((time) => time - answered));
      await settle(300);
    }
    await stopClients(fanout.child);

    const at = (q: number, values = latencies) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
    };
    return {
      fanoutP50: at(0.5),
      fanoutP99: at(0.99),
      deliveryP99: at(0.99, deliveries),
      missing,
      idleExtraMb: idleExtraMb,
    };
  } finally {
    await b.app.close();
    await a.app.close();
    await second.close();
    await first.close();
    await dropSchema(schemaName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
