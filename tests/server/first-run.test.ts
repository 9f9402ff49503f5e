import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAccounts, orgs } from '../../src/server/db/tables/organisations.ts';
import { seedOnFirstRun } from '../../src/server/seed/first-run.ts';
import { loadConfig } from '../../src/server/config.ts';
import { readDemoCredentials } from '../../src/server/seed/demo-credentials.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/test-app.ts';
import { validateFormDefinition } from '../../src/shared/generated/validators.gen.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const start = async (options: TestAppOptions) => {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
};

/** Runs the first-run seeding and returns what it printed on the console. */
async function seedAndCapture(t: TestApp): Promise<string> {
  let printed = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  });
  try {
    await seedOnFirstRun(t.app);
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
  }
  return printed;
}

describe('first run on an unused embedded database', () => {
  // A whole first start: a new embedded database, the demo and sign-ins, on a machine that may be busy.
  it('creates the demo organisation once, prints the super admin sign-in, and keeps every sign-in in a private file', async () => {
    const t = await start({ listen: true, env: { SEED_DEMO: 'true' }, databaseKind: 'pglite' });
    const printed = await seedAndCapture(t);

    const credentialsFile = path.join(t.config.dataDir, 'demo-credentials.txt');
    expect(fs.statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const credentials = readDemoCredentials(t.config.dataDir);
    const admin = credentials.find((c) => c.email === 'admin@demo.example')!;
    expect(credentials.map((c) => c.email.split('@')[0])).toEqual([
      'admin',
      'member',
      'viewsetup',
      'setupbasic',
      'setupitems',
      'useradmin',
      'guest',
    ]);
    expect(printed).toContain('admin@demo.example');
    expect(printed).toContain(admin.password);
    expect(printed).toContain(credentialsFile);

    // The printed password really signs the super admin in, into the demo organisation with every role.
    const adminToken = await t.tokenFor({ email: admin.email, name: 'unused', password: admin.password });
    const info = (
      await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token: adminToken })
    ).json();
    expect(info.superAdmin).toBe(true);
    const demo = info.orgDict[info.defaultOrgGuid];
    expect(demo).toMatchObject({
      name: 'Demo Health Services',
      roles: ['Member', 'ViewSetup', 'SetupBasic', 'SetupItems', 'UserAdmin'],
    });
    expect(demo.entityDto).toMatchObject({ name: 'Dana Admin', homePage: 'Default' });
    expect(demo.groupGuids).toHaveLength(1);

    // Three workflows with a few instances in different statuses, one archived.
    const orgGuid = info.defaultOrgGuid;
    const definitions = (
      await t.request({
        method: 'GET',
        url: `/api/WorkflowDefinition/GetAllWorkflowDefinitionDtos?orgGuid=${orgGuid}`,
        token: adminToken,
      })
    ).json() as { guid: string; name: string; workflowCount: number }[];
    expect(definitions.map((d) => [d.name, d.workflowCount])).toEqual([
      ['Client Intake', 3],
      ['Incident Report', 3],
      ['Staff Onboarding', 3],
    ]);
    const intake = (
      await t.request({
        method: 'GET',
        url: `/api/WorkflowInstance/${orgGuid}/${definitions[0]!.guid}/false/GetWorkflowDtos`,
        token: adminToken,
      })
    ).json();
    expect(intake.workflowDtos.map((row: { workflowStatus: string }) => row.workflowStatus).sort()).toEqual([
      'Assessment',
      'Referred',
    ]);
    expect(
      intake.workflowDtos.every(
        (row: { answersToShow: object }) => Object.keys(row.answersToShow).length === 1,
      ),
    ).toBe(true);

    // Staff Onboarding's paperwork shows the legal name given in the personal details (a Linked Answer),
    // and every one of its step forms is a valid form definition.
    const onboarding = (
      await t.request({
        method: 'GET',
        url: `/api/WorkflowInstance/${orgGuid}/${definitions[2]!.guid}/false/GetWorkflowDtos`,
        token: adminToken,
      })
    ).json().workflowDtos as { workflowGuid: string; workflowName: string }[];
    const sam = onboarding.find((row) => row.workflowName === 'Onboarding - Sam Setup')!;
    const { workflow } = (
      await t.request({
        method: 'GET',
        url: `/api/WorkflowInstance/${sam.workflowGuid}/GetWorkflow`,
        token: adminToken,
      })
    ).json();
    const linked = workflow.formResponses
      .flatMap(
        (response: { answers: { linkedAnswer?: { answerValue: string } | null }[] }) => response.answers,
      )
      .find((answer: { linkedAnswer?: unknown }) => answer.linkedAnswer);
    expect(linked.linkedAnswer.answerValue).toBe('"Samuel Setup"');
    for (const form of workflow.workflowDefinition.formDefinitions)
      expect(validateFormDefinition(form), JSON.stringify(validateFormDefinition.errors)).toBe(true);

    // A plain member sees the Item Status counters filled in.
    const member = credentials.find((c) => c.email === 'member@demo.example')!;
    const memberToken = await t.tokenFor({ email: member.email, name: 'unused', password: member.password });
    const stats = await t.request({
      method: 'GET',
      url: '/api/MainDashboard/GetComplianceItemStatistics',
      query: { orgGuid: info.defaultOrgGuid },
      token: memberToken,
    });
    expect(stats.json()).toEqual({ activeItems: 3, inactiveItems: 1, unusedItems: 2, archivedItems: 1 });

    // A restart seeds nothing more and prints nothing.
    expect(await seedAndCapture(t)).toBe('');
    expect(await t.database.db.$count(orgs)).toBe(1);
    expect(readDemoCredentials(t.config.dataDir).find((c) => c.email === admin.email)!.password).toBe(
      admin.password,
    );
  }, 90_000);

  it('leaves a database that is already in use alone', async () => {
    const t = await start({ env: { SEED_DEMO: 'true' }, databaseKind: 'pglite' });
    await t.seedOrg({ name: 'Real Org' });
    expect(await seedAndCapture(t)).toBe('');
    expect((await t.database.db.select({ name: orgs.name }).from(orgs)).map((o) => o.name)).toEqual([
      'Real Org',
    ]);
  });

  it('seeds nothing when SEED_DEMO is off', async () => {
    const t = await start({ env: { SEED_DEMO: 'false' }, databaseKind: 'pglite' });
    await seedAndCapture(t);
    expect(await t.database.db.$count(orgs)).toBe(0);
    expect(fs.existsSync(path.join(t.config.dataDir, 'demo-credentials.txt'))).toBe(false);
  });
});

describe('first run on a PostgreSQL server', () => {
  it('puts demo data into it only when SEED_DEMO names it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });

  it('seeds the demo once when two instances start on it together', async () => {
    const first = await start({ env: { SEED_DEMO: 'true' }, databaseKind: 'postgres' });
    const second = await start({ env: { SEED_DEMO: 'true' }, database: first.database });
    await Promise.all([seedAndCapture(first), seedOnFirstRun(second.app)]);
    expect(await first.database.db.$count(orgs)).toBe(1);
    const written = [first, second].filter((t) =>
      fs.existsSync(path.join(t.config.dataDir, 'demo-credentials.txt')),
    );
    expect(written).toHaveLength(1);
    expect(await first.database.db.$count(loginAccounts)).toBe(
      readDemoCredentials(written[0]!.config.dataDir).length,
    );
  });

  it('makes BOOTSTRAP_ADMIN_EMAIL a super admin, claimed at that person’s first sign-in', async () => {
    const t = await start({
      listen: true,
      env: { BOOTSTRAP_ADMIN_EMAIL: ' Boss@Example.COM ' },
      databaseKind: 'postgres',
    });
    await seedOnFirstRun(t.app);
    await seedOnFirstRun(t.app);
    expect(await t.database.db.$count(loginAccounts)).toBe(1);

    const token = await t.tokenFor({
      email: 'boss@example.com',
      name: 'Bo Boss',
      password: 'the boss password',
    });
    const info = (await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token })).json();
    expect(info).toMatchObject({
      superAdmin: true,
      isTempAccount: false,
      email: 'boss@example.com',
      loginName: 'Bo Boss',
      orgDict: {},
    });
  });
});
