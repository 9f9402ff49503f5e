import { benchConfig, signedInPerson } from '../bench-app.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { freePort } from '../../tests/support/test-app.ts';
import { seedOrg } from '../../tests/support/test-data.ts';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launch, percentile } from '../measure.ts';
import { CLIENTS, dropSchema, openBenchDatabase, runLoad } from '../save/save-bench.ts';
import { seedWorkflowWorld } from './seed-workflows.ts';
import { inWorkflowTargets } from './save-targets.ts';
import { measureListScreen, type ListScreenFigures } from './list-screen.ts';

// The workflow list on PostgreSQL: GetWorkflowDtos of one definition with 10,000 workflows and five answer
// columns (the first after the server started, then each after another workflow's status changed), and
// UpdateWorkflow moving one workflow's status, timed inside the server (Fastify's elapsed time
// from the request's arrival to the answer handed over), through the real app over HTTP; SubmitAnswer from
// 32 clients inside the list's workflows (load-client.mjs); then the list screen of the app's production
// build in Chromium against the same server (list-screen.ts).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_DIR = path.join(ROOT, '.tmp/bench-workflows-app');
const SCREEN_RUNS = Number(process.env.BENCH_RUNS ?? 5);

export const INSTANCES = Number(process.env.BENCH_WORKFLOWS ?? 10_000);
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 40);
const STATUS_RUNS = Number(process.env.BENCH_STATUS_RUNS ?? 100);
const WARMUP = 5;

export interface WorkflowFigures {
  rows: number;
  listBytes: number;
  listFirst: number;
  listP50: number;
  listP95: number;
  statusP50: number;
  statusP95: number;
  /** SubmitAnswer from 32 clients, each on a step response of its own workflow of the list. */
  saves: { rate: number; p50: number; p99: number; failures: number };
  screen: ListScreenFigures;
}

const SAVE_SECONDS = 5;
const SAVE_WARMUP_SECONDS = 2;

export async function benchWorkflows(): Promise<WorkflowFigures> {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: CLIENT_DIR, emptyOutDir: true, sourcemap: false },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workflows-'));
  const schemaName = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const database = await openBenchDatabase('postgres', dataDir, schemaName);
  const port = await freePort();
  const config = benchConfig({ port, dataDir, clientDir: CLIENT_DIR });
  const app = await buildApp({ config, database, logger: false });
  // Server time of each API answer, by path: from the request's arrival to the end of the answer.
  const serverTimes = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url;
    const list = serverTimes.get(route) ?? [];
    list.push(reply.elapsedTime);
    serverTimes.set(route, list);
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const db = database.db;
    const org = await seedOrg(db, { name: 'Bench Health' });
    const { account, token } = await signedInPerson(db, config.publicUrl, org.guid, [
      'Member',
      'ViewSetup',
      'SetupBasic',
    ]);
    const world = await seedWorkflowWorld(db, {
      orgGuid: org.guid,
      entityType: org.entityDefinitionGuid!,
      accountGuid: account.guid,
      instances: INSTANCES,
    });
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${config.publicUrl}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
      return text;
    };
    const timed = async (route: string, runs: number, once: (run: number) => Promise<unknown>) => {
      for (let run = 0; run < WARMUP; run += 1) await once(run);
      serverTimes.set(route, []);
      for (let run = 0; run < runs; run += 1) await once(run);
      return serverTimes.get(route)!;
    };

    const listUrl = `/api/WorkflowInstance/${org.guid}/${world.definitionGuid}/true/GetWorkflowDtos`;
    const listRoute =
      '/api/WorkflowInstance/:orgGuid/:workflowDefinitionGuid/:includeArchived/GetWorkflowDtos';
    const statusRoute = '/api/WorkflowInstance/:workflowGuid/UpdateWorkflow';
    // The first list after the server started reads every workflow of the definition from the database.
    let listText = await call('GET', listUrl);
    // onResponse runs once the answer is handed over, which may be after the client has read it.
    while (!serverTimes.get(listRoute)?.length) await new Promise((resolve) => setTimeout(resolve, 5));
    const listFirst = serverTimes.get(listRoute)![0]!;
    const list = JSON.parse(listText) as {
      workflowDtos: { workflowGuid: string; workflowArchivedAt: string | null }[];
    };
    // Archived workflows are read-only: the changes go to the others.
    const guids = list.workflowDtos.filter((row) => !row.workflowArchivedAt).map((row) => row.workflowGuid);

    /** Moves one workflow between two statuses with the setup select, as a person would. */
    const moveStatus = async (workflowGuid: string, run: number) => {
      const { workflow } = JSON.parse(await call('GET', `/api/WorkflowInstance/${workflowGuid}/GetWorkflow`));
      await call('PUT', `/api/WorkflowInstance/${workflowGuid}/UpdateWorkflow`, {
        ...workflow,
        status: run % 2 === 0 ? 'Review' : 'InProgress',
      });
    };
    // Each timed list follows a change of another workflow (not timed), as on a list people are working
    // on: the server's kept list must catch up with the database before it answers.
    const listTimes = await timed(listRoute, LIST_RUNS, async (run) => {
      await moveStatus(guids[(run * 97) % guids.length]!, run);
      listText = await call('GET', listUrl);
    });

    // One workflow moved back and forth between two statuses with the setup select.
    const workflowGuid = guids[0]!;
    const statusTimes = await timed(statusRoute, STATUS_RUNS, (run) => moveStatus(workflowGuid, run));
    // Saves as people make them: inside workflows, where each answer changes its workflow's row (the list's
    // kept entry is rebuilt by the database) and a list column's answer is copied to the list.
    const load = await runLoad({
      baseUrl: config.publicUrl,
      token,
      targets: await inWorkflowTargets(db, world, CLIENTS, workflowGuid),
      seconds: SAVE_SECONDS,
      warmupSeconds: SAVE_WARMUP_SECONDS,
    });
    const saveLatencies = load.latencies.sort((a, b) => a - b);
    const saves = {
      rate: (saveLatencies.length / load.measuredMs) * 1000,
      p50: percentile(saveLatencies, 0.5),
      p99: percentile(saveLatencies, 0.99),
      failures: load.failures,
    };
    const browser = await launch();
    let screen: ListScreenFigures;
    try {
      screen = await measureListScreen(browser, {
        baseUrl: config.publicUrl,
        email: account.email,
        password: account.password,
        definitionName: 'Incident',
        runs: SCREEN_RUNS,
        scrollMs: 3000,
      });
    } finally {
      await browser.close();
    }
    return {
      screen,
      rows: list.workflowDtos.length,
      listBytes: Buffer.byteLength(listText),
      listFirst,
      listP50: percentile(listTimes, 0.5),
      listP95: percentile(listTimes, 0.95),
      statusP50: percentile(statusTimes, 0.5),
      statusP95: percentile(statusTimes, 0.95),
      saves,
    };
  } finally {
    await app.close();
    await database.close();
    await dropSchema(schemaName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
