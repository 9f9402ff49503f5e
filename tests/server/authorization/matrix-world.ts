import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orgs } from '../../../src/server/db/tables/organisations.ts';
import type { SeededAccount, SeededOrg } from '../../support/test-data.ts';
import type { TestApp } from '../../support/test-app.ts';
import { CALLERS, PROFILES, type CallerName } from './matrix-kit.ts';
import { seedMatrixForm, seedResponse, type MatrixForm } from './matrix-form.ts';
import { multipart } from '../../support/multipart.ts';

export { seedMatrixForm, seedResponse, type MatrixForm };

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
/** The answer org A's response holds. */
export const SECRET_ANSWER = 'only for org A';

export interface World {
  t: TestApp;
  orgA: SeededOrg;
  orgB: SeededOrg;
  accounts: Partial<Record<CallerName, SeededAccount>>;
  tokens: Partial<Record<CallerName, string>>;
  group: { guid: string; name: string };
  /** A person of org A the user editor rows edit. */
  person: SeededAccount;
  form: MatrixForm;
  response: string;
  /** Org B's own form and response, for calls where the foreign caller names org A's things from there. */
  formB: MatrixForm;
  responseB: string;
  png: Buffer;
}

/** Every caller's account, org A's resources and a separate org B the foreign caller administers. */
export async function buildWorld(t: TestApp): Promise<World> {
  const orgA = await t.seedOrg({ name: 'Matrix A' });
  const orgB = await t.seedOrg({ name: 'Matrix B' });
  const accounts: World['accounts'] = {};
  for (const caller of CALLERS) {
    const profile = PROFILES[caller];
    if (!profile.signedIn) continue;
    const roles =
      caller === 'foreign'
        ? { [orgB.guid]: ['Member', 'ViewSetup', 'SetupBasic', 'SetupItems', 'UserAdmin'] as const }
        : profile.rolesInA
          ? { [orgA.guid]: profile.rolesInA }
          : {};
    accounts[caller] = await t.seedAccount({
      name: `Matrix ${caller}`,
      roles: roles as Record<string, never[]>,
      superAdmin: profile.superAdmin,
    });
  }
  const tokens: World['tokens'] = {};
  await Promise.all(
    Object.entries(accounts).map(async ([caller, account]) => {
      tokens[caller as CallerName] = await t.tokenFor(account);
    }),
  );
  // The first call claims a temporary account; done here so that no row's refused call is the first.
  for (const [caller, token] of Object.entries(tokens)) {
    const info = await t.request({ method: 'GET', url: '/api/UserSession/GetMyUserInfo', token });
    if (info.statusCode !== 200) throw new Error(`${caller} cannot sign in: ${info.statusCode} ${info.body}`);
  }
  // A real token with its signature spoiled: well formed, but not the provider's.
  const real = tokens.superAdminOutside!;
  tokens.badToken = `${real.slice(0, -6)}${real.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
  const person = await t.seedAccount({ name: 'Matrix Person', roles: { [orgA.guid]: ['Member'] } });
  const group = await t.seedGroup({
    orgGuid: orgA.guid,
    name: 'Matrix Group',
    entityGuids: [person.entityGuids[orgA.guid]!],
  });
  const png = await sharp({ create: { width: 40, height: 12, channels: 3, background: '#004b87' } })
    .png()
    .toBuffer();
  const world: World = {
    t,
    orgA,
    orgB,
    accounts,
    tokens,
    group,
    person,
    // Filled in below: forms and responses are made with the world's helpers.
    form: undefined as never,
    response: '',
    formB: undefined as never,
    responseB: '',
    png,
  };
  world.form = await seedMatrixForm(world);
  world.response = await seedResponse(world);
  // An answer in org A's response: a read that leaks org A shows this text.
  const answer = await t.request({
    method: 'POST',
    url: `/api/mwforms/${world.form.guid}/responses/${world.response}/answers/${world.form.text}/${EMPTY_GUID}/SubmitAnswer`,
    payload: JSON.stringify(SECRET_ANSWER),
    headers: { 'content-type': 'application/json' },
    token: tokens.superAdminOutside,
  });
  if (answer.statusCode !== 200) throw new Error(`answer failed: ${answer.statusCode} ${answer.body}`);
  world.formB = await seedMatrixForm(world, orgB.guid);
  world.responseB = await seedResponse(world, world.formB.guid, orgB.guid);
  // The logo goes through the API: it is the one way a file with a thumbnail is made.
  const logo = await t.request({
    method: 'POST',
    url: `/api/files/org/${orgA.guid}/logo`,
    ...multipart('logo.png', png),
    token: tokens.superAdminOutside,
  });
  if (logo.statusCode !== 200) throw new Error(`logo upload failed: ${logo.statusCode} ${logo.body}`);
  return world;
}

/** The current logo of org A (a logo upload replaces it, so rows read it when they run). */
export async function logoOf(world: World): Promise<string> {
  const [org] = await world.t.database.db
    .select({ logo: orgs.logoFileGuid })
    .from(orgs)
    .where(eq(orgs.guid, world.orgA.guid));
  if (!org?.logo) throw new Error('org A has no logo');
  return org.logo;
}

/** A fresh organisation code (at most 5 characters). */
export const freshCode = () => crypto.randomBytes(3).toString('hex').slice(0, 5).toUpperCase();
