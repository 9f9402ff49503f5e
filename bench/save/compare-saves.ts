// Two versions of the app side by side on a busy machine: this checkout and another (an older commit's
// worktree), in one process, each on a database of its own, loaded in turn for short windows by
// load-client.mjs; the CPU per save is measured over each window, so load drift hits both alike. "old" is
// the other checkout, "new" this one. The world is the save benchmark's form (one response per client), a
// long form's (1000 questions, every text question of each response answered first), or the workflow list's
// (one workflow per client, as the workflow part of the bench saves), seeded on each side by this checkout's
// code.
//   tsx bench/save/compare-saves.ts <other checkout> [postgres|pglite] [rounds] [seconds per window] [forms|long|workflows]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENTS, runLoad, seedWorld, type Target } from './save-bench.ts';
import type { Database } from '../../src/server/db/database.ts';
import { signedInPerson } from '../bench-app.ts';
import { seedOrg } from '../../tests/support/test-data.ts';
import { seedWorkflowWorld } from '../workflows/seed-workflows.ts';
import { inWorkflowTargets } from '../workflows/save-targets.ts';

const [other, kindArgument, roundsArgument, secondsArgument, worldArgument] = process.argv.slice(2);
if (!other)
  throw new Error('Name the other checkout: tsx bench/save/compare-saves.ts <dir> [postgres|pglite]');
const kind = (kindArgument ?? 'postgres') as 'postgres' | 'pglite';
const rounds = Number(roundsArgument ?? 4);
const seconds = Number(secondsArgument ?? 3);
const world = (worldArgument ?? 'forms') as 'forms' | 'long' | 'workflows';
const WORKFLOWS = 2_000;
const here = path.resolve(import.meta.dirname, '..', '..');
const sides = { old: path.resolve(other), new: here } as const;

async function setUp(root: string) {
  const { buildApp } = await import(`${root}/src/server/app.ts`);
  const { openBenchDatabase, dropSchema } = await import(`${root}/bench/save/save-bench.ts`);
  const { benchConfig } = await import(`${root}/bench/bench-app.ts`);
  const { freePort } = await import(`${root}/tests/support/test-app.ts`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ab-save-'));
  const schemaName = `ab_${crypto.randomBytes(4).toString('hex')}`;
  const database = await openBenchDatabase(kind, dataDir, schemaName);
  const port = await freePort();
  const config = benchConfig({ port, dataDir, clientDir: path.join(dataDir, 'no-client') });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = config.publicUrl;
  // Seeded the same way on both sides, against the server each side runs.
  const { token, targets } =
    world === 'workflows'
      ? await seedWorkflows(database, baseUrl)
      : await seedWorld(database, baseUrl, world === 'long');
  return {
    baseUrl,
    token,
    targets,
    close: async () => {
      await app.close();
      await database.close();
      if (kind === 'postgres') await dropSchema(schemaName);
    },
  };
}

async function seedWorkflows(
  database: Database,
  baseUrl: string,
): Promise<{ token: string; targets: Target[] }> {
  const org = await seedOrg(database.db, { name: 'Bench Health' });
  const { account, token } = await signedInPerson(database.db, baseUrl, org.guid, ['Member']);
  const seeded = await seedWorkflowWorld(database.db, {
    orgGuid: org.guid,
    entityType: org.entityDefinitionGuid!,
    accountGuid: account.guid,
    instances: WORKFLOWS,
  });
  return { token, targets: await inWorkflowTargets(database.db, seeded, CLIENTS) };
}

function load(side: { baseUrl: string; token: string; targets: Target[] }, secs: number) {
  return runLoad({ ...side, seconds: secs, warmupSeconds: 0 });
}

const built = { old: await setUp(sides.old), new: await setUp(sides.new) };
const totals = {
  old: { cpu: 0, saves: 0, ms: 0, lat: [] as number[] },
  new: { cpu: 0, saves: 0, ms: 0, lat: [] as number[] },
};
for (const name of ['old', 'new'] as const) await load(built[name], 2); // warm-up
const loads: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const name of round % 2 ? (['new', 'old'] as const) : (['old', 'new'] as const)) {
    loads.push(os.loadavg()[0]!);
    const before = process.cpuUsage();
    const result = await load(built[name], seconds);
    const cpu = process.cpuUsage(before);
    const t = totals[name];
    t.cpu += (cpu.user + cpu.system) / 1000;
    t.saves += result.latencies.length;
    t.ms += result.measuredMs;
    t.lat.push(...result.latencies);
    console.log(
      round,
      name,
      'rate',
      ((result.latencies.length / result.measuredMs) * 1000).toFixed(0),
      'cpu/save',
      ((cpu.user + cpu.system) / 1000 / result.latencies.length).toFixed(3),
      'fail',
      result.failures,
      'load',
      os.loadavg()[0]!.toFixed(1),
    );
  }
}
for (const name of ['old', 'new'] as const) {
  const t = totals[name];
  const s = t.lat.sort((a, b) => a - b);
  console.log(
    name,
    kind,
    world,
    'rate',
    ((t.saves / t.ms) * 1000).toFixed(0),
    '/s; cpu per save',
    (t.cpu / t.saves).toFixed(3),
    'ms; p50',
    s[Math.floor(s.length / 2)]!.toFixed(1),
    'p99',
    s[Math.floor(s.length * 0.99)]!.toFixed(1),
  );
}
console.log('load average during windows', Math.min(...loads).toFixed(1), '-', Math.max(...loads).toFixed(1));
await built.old.close();
await built.new.close();
process.exit(0);
