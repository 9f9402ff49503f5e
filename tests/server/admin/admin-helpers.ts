import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';

export interface AdminApp {
  t: TestApp;
  org: SeededOrg;
  /** Another organisation, to show that its people and records stay out of reach. */
  foreign: SeededOrg;
  /** Ada Admin, a Member and User Admin of `org`. */
  adminAccount: SeededAccount;
  admin: string;
  /** A plain Member of `org`. */
  memberOnly: string;
  /** A Member and User Admin of `foreign` only. */
  outsiderAccount: SeededAccount;
  outsider: string;
}

/** A test app per file with an organisation, a foreign one and the people who probe the admin APIs. */
export function useAdminApp(orgName: string): AdminApp {
  const context = {} as AdminApp;
  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    context.t = t;
    context.org = await t.seedOrg({ name: orgName });
    context.foreign = await t.seedOrg({ name: 'Foreign Org' });
    context.adminAccount = await t.seedAccount({
      name: 'Ada Admin',
      roles: { [context.org.guid]: ['Member', 'UserAdmin'] },
    });
    context.admin = await t.tokenFor(context.adminAccount);
    context.memberOnly = await t.tokenFor(await t.seedAccount({ roles: { [context.org.guid]: ['Member'] } }));
    context.outsiderAccount = await t.seedAccount({
      roles: { [context.foreign.guid]: ['Member', 'UserAdmin'] },
    });
    context.outsider = await t.tokenFor(context.outsiderAccount);
  });
  afterAll(() => context.t?.close());
  return context;
}
