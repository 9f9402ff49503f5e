import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { loginAccounts, orgs } from '../db/tables/organisations.ts';
import { identityUsers, serverSecrets } from '../db/tables/platform.ts';
import { createIdentityUser } from '../auth/identity-users.ts';
import { demoPeople, insertDemoOrganisation } from './demo-organisation.ts';
import {
  generatePassword,
  printBoxed,
  writeDemoCredentials,
  type DemoCredential,
} from './demo-credentials.ts';

/** Remembers that the demo was made, so deleting everything later never brings it back. */
const seededMarker = 'first-run.demo-seeded';
/** An advisory lock key of this app's own: the demo seeding. */
const DEMO_SEED_LOCK = 7_301_001;

/**
 * Runs once after the app is built. BOOTSTRAP_ADMIN_EMAIL makes sure someone can administer the site;
 * on a database nobody has used yet, a demo organisation with people in every role is created when
 * SEED_DEMO allows (by default only on the embedded database).
 */
export async function seedOnFirstRun(app: FastifyInstance): Promise<void> {
  const { config } = app;
  // The demo first: the bootstrap account would otherwise make the database look used.
  if (config.seedDemo) await seedDemoOnce(app);
  if (config.bootstrapAdminEmail) await ensureBootstrapAdmin(app, config.bootstrapAdminEmail);
}

async function seedDemoOnce(app: FastifyInstance): Promise<void> {
  const { config, database } = app;
  const credentials = await database.db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL server seed one after the other: the second finds it used.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (!(await isUnused(tx))) return undefined;
    return seedDemo(app, tx);
  });
  if (!credentials) return;

  const file = writeDemoCredentials(config.dataDir, credentials);
  const admin = credentials.find((c) => c.email === 'admin@demo.example')!;
  printBoxed(
    config.oidc.external
      ? [
          'A demo organisation "Demo Health Services" was created.',
          `Sign in at your identity provider as ${admin.email} to claim the super admin account.`,
        ]
      : [
          'A demo organisation "Demo Health Services" was created.',
          `Super admin sign-in at ${config.publicUrl}`,
          `  e-mail:   ${admin.email}`,
          `  password: ${admin.password}`,
          `Every demo sign-in (one per role) is in ${file}`,
        ],
  );
}

async function isUnused(db: Db): Promise<boolean> {
  const [marker] = await db
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, seededMarker));
  if (marker) return false;
  // One after the other: a transaction is one connection, which runs one query at a time.
  for (const table of [orgs, loginAccounts, identityUsers]) {
    if ((await db.$count(table)) > 0) return false;
  }
  return true;
}

async function seedDemo(app: FastifyInstance, tx: Db): Promise<DemoCredential[]> {
  const { issuer, external } = app.config.oidc;
  const credentials: DemoCredential[] = [];
  const subjects = new Map<string, string>();
  for (const person of demoPeople) {
    const password = external ? '(sign in at your identity provider)' : generatePassword();
    if (!external) {
      const identity = await createIdentityUser(tx, {
        email: person.email,
        name: person.name,
        password,
        emailVerified: true,
      });
      // The same subject the access-token verifier derives from the token: issuer|sub.
      subjects.set(person.email, `${issuer}|${identity.id}`);
    }
    const roles = person.superAdmin ? `super admin; ${person.roles.join(', ')}` : person.roles.join(', ');
    credentials.push({ email: person.email, password, description: roles });
  }
  await insertDemoOrganisation(tx, subjects);
  await tx
    .insert(serverSecrets)
    .values({ name: seededMarker, value: { seededAt: new Date().toISOString() } });
  return credentials;
}

/**
 * A temporary super admin account with the configured e-mail; the person claims it at their first
 * sign-in with that verified address. An existing account with the address is made super admin.
 */
async function ensureBootstrapAdmin(app: FastifyInstance, email: string): Promise<void> {
  const db = app.database.db;
  const [existing] = await db
    .select({ superAdmin: loginAccounts.superAdmin })
    .from(loginAccounts)
    .where(eq(loginAccounts.email, email));
  if (existing?.superAdmin) return;
  await db
    .insert(loginAccounts)
    // An empty name is filled from the identity's name when the account is claimed.
    .values({ email, loginName: '', superAdmin: true })
    .onConflictDoUpdate({ target: loginAccounts.email, set: { superAdmin: true, updatedAt: new Date() } });
  app.log.info({ email }, 'BOOTSTRAP_ADMIN_EMAIL: this e-mail address is a super admin');
}
