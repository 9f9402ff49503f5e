import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database.ts';
import { workflowInstances } from '../../../src/server/db/tables/workflows.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testDatabaseUrl, type TestDatabase } from '../../support/test-database.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import { newDefinitionBody, workflowApi } from './workflow-api.ts';

// The server keeps each definition's list in memory and reads from the database only the workflows written
// since its last read (workflow-list-cache.ts). Whatever the order of writes, commits and reads, and
// whichever instance reads, GetWorkflowDtos must answer what the database holds: every workflow of the
// definition, newest change first.

let first: TestApp;
let second: TestApp;
let secondDatabase: Database;
let org: SeededOrg;
let setup: SeededAccount;
let viaFirst: ReturnType<typeof workflowApi>;
let viaSecond: ReturnType<typeof workflowApi>;
let definitionGuid: string;

interface Row {
  workflowGuid: string;
  workflowName: string;
  workflowStatus: string;
  workflowArchivedAt: string | null;
}

beforeAll(async () => {
  first = await createTestApp({ listen: true });
  secondDatabase = await (first.database as TestDatabase).openAgain();
  second = await createTestApp({ database: secondDatabase, env: { PUBLIC_URL: first.baseUrl! } });
  org = await first.seedOrg();
  setup = await first.seedAccount({ roles: { [org.guid]: ['Member', 'ViewSetup', 'SetupBasic'] } });
  const token = await first.tokenFor(setup);
  viaFirst = workflowApi(first, token);
  viaSecond = workflowApi(second, token);
  definitionGuid = (
    await viaFirst.createDefinition(
      org.guid,
      newDefinitionBody(org.guid, { name: 'Audit', entityDefinitionGuid: org.entityDefinitionGuid }),
    )
  ).json().guid;
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

async function listed(api: typeof viaFirst, includeArchived = true): Promise<Row[]> {
  const response = await api.list(org.guid, definitionGuid, includeArchived);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().workflowDtos;
}

/** The definition's workflows as the database holds them, newest change first. */
async function held(includeArchived = true): Promise<string[]> {
  const rows = await first.database.db
    .select({ guid: workflowInstances.guid, archivedAt: workflowInstances.archivedAt })
    .from(workflowInstances)
    .where(eq(workflowInstances.workflowDefinitionGuid, definitionGuid))
    .orderBy(sql`${workflowInstances.updatedAt} desc, ${workflowInstances.guid} desc`);
  return rows.filter((row) => includeArchived || row.archivedAt === null).map((row) => row.guid);
}

async function create(name: string): Promise<string> {
  const created = await viaFirst.create(definitionGuid, org.guid, setup.entityGuids[org.guid]!, name);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().workflow.guid;
}

async function change(guid: string, values: Record<string, unknown>) {
  const { workflow } = (await viaFirst.get(guid)).json();
  const saved = await viaFirst.update(guid, { ...workflow, ...values });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the list a server keeps', () => {
  it('shows on another instance every workflow made, changed and archived through the first', async () => {
    const a = await create('Kitchen');
    expect((await listed(viaSecond)).map((row) => row.workflowGuid)).toEqual([a]);
    const b = await create('Cellar');
    await change(a, { name: 'Kitchen and pantry', status: 'InProgress' });
    const rows = await listed(viaSecond);
    expect(rows.map((row) => row.workflowGuid)).toEqual([a, b]);
    expect(rows[0]).toMatchObject({ workflowName: 'Kitchen and pantry', workflowStatus: 'InProgress' });
    await change(b, { archivedAt: new Date().toISOString() });
    expect((await listed(viaSecond, false)).map((row) => row.workflowGuid)).toEqual([a]);
    expect((await listed(viaSecond, true)).map((row) => row.workflowGuid)).toEqual([b, a]);
  });

  it('drops a workflow removed behind the API', async () => {
    const gone = await create('Removed');
    expect((await listed(viaFirst)).some((row) => row.workflowGuid === gone)).toBe(true);
    await first.database.db.delete(workflowInstances).where(eq(workflowInstances.guid, gone));
    expect((await listed(viaFirst)).some((row) => row.workflowGuid === gone)).toBe(false);
    expect((await listed(viaFirst)).map((row) => row.workflowGuid)).toEqual(await held());
  });

  it.skipIf(!testDatabaseUrl)(
    'shows a write that commits after a list read made while it was open',
    async () => {
      const late = await create('Before');
      await listed(viaFirst);
      // Another instance's transaction renames the workflow and stays open while lists are read.
      await secondDatabase.db.transaction(async (tx) => {
        await tx
          .update(workflowInstances)
          .set({ name: 'Committed late', updatedAt: new Date() })
          .where(eq(workflowInstances.guid, late));
        const during = await listed(viaFirst);
        expect(during.find((row) => row.workflowGuid === late)?.workflowName).toBe('Before');
        await create('Meanwhile');
        await listed(viaFirst);
      });
      const after = await listed(viaFirst);
      expect(after.find((row) => row.workflowGuid === late)?.workflowName).toBe('Committed late');
      expect(after.map((row) => row.workflowGuid)).toEqual(await held());
    },
  );

  it('answers what the database holds after any sequence of writes and reads', async () => {
    const guids = [await create('One'), await create('Two'), await create('Three')];
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,19}$/),
      }),
      fc.record({
        kind: fc.constant('rename' as const),
        at: fc.nat(),
        name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,19}$/),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        at: fc.nat(),
        status: fc.constantFrom('Started', 'InProgress'),
      }),
      fc.record({ kind: fc.constant('behind' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('read' as const), second: fc.boolean(), archived: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'create') guids.push(await create(step.name));
          else if (step.kind === 'rename') await change(guids[step.at % guids.length]!, { name: step.name });
          else if (step.kind === 'status')
            await change(guids[step.at % guids.length]!, { status: step.status });
          else if (step.kind === 'behind')
            // A write that does not go through the API still moves the row to the top.
            await first.database.db
              .update(workflowInstances)
              .set({ updatedAt: new Date() })
              .where(eq(workflowInstances.guid, guids[step.at % guids.length]!));
          else
            expect(
              (await listed(step.second ? viaSecond : viaFirst, step.archived)).map(
                (row) => row.workflowGuid,
              ),
            ).toEqual(await held(step.archived));
        }
        for (const api of [viaFirst, viaSecond])
          expect((await listed(api)).map((row) => row.workflowGuid)).toEqual(await held());
      }),
      { numRuns: 8 },
    );
  });
});
