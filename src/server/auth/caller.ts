import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAccountOrgRoles, loginAccounts } from '../db/tables/organisations.ts';
import type { TokenClaims } from './token-claims.ts';

/** The signed-in person behind a request, with their roles per organisation. */
export interface Caller {
  loginAccountGuid: string;
  loginName: string;
  email: string;
  superAdmin: boolean;
  defaultOrgGuid: string | null;
  /** Organisation guid → roles held there; a key exists only for organisations the person belongs to. */
  rolesByOrg: Map<string, Set<string>>;
}

/**
 * Finds the login account of a verified identity. At a person's first sign-in a temporary account
 * created by an administrator with the same verified e-mail is claimed; otherwise a new account is made.
 */
export async function resolveCaller(db: Db, claims: TokenClaims): Promise<Caller> {
  const account = (await findBySubject(db, claims.subject)) ?? (await claimOrCreate(db, claims));
  const roleRows = await db
    .select({ orgGuid: loginAccountOrgRoles.orgGuid, role: loginAccountOrgRoles.role })
    .from(loginAccountOrgRoles)
    .where(eq(loginAccountOrgRoles.loginAccountGuid, account.guid));
  const rolesByOrg = new Map<string, Set<string>>();
  for (const row of roleRows) {
    if (!rolesByOrg.has(row.orgGuid)) rolesByOrg.set(row.orgGuid, new Set());
    rolesByOrg.get(row.orgGuid)!.add(row.role);
  }
  return {
    loginAccountGuid: account.guid,
    loginName: account.loginName,
    email: account.email,
    superAdmin: account.superAdmin,
    defaultOrgGuid: account.defaultOrgGuid,
    rolesByOrg,
  };
}

async function findBySubject(db: Db, subject: string) {
  const [row] = await db.select().from(loginAccounts).where(eq(loginAccounts.subject, subject));
  return row;
}

async function claimOrCreate(db: Db, claims: TokenClaims) {
  const email = claims.email?.trim().toLowerCase();
  if (email && claims.emailVerified) {
    const [claimed] = await db
      .update(loginAccounts)
      .set({ subject: claims.subject, loginName: sql`coalesce(nullif(${loginAccounts.loginName}, ''), ${claims.name ?? email})`, updatedAt: new Date() })
      .where(and(eq(loginAccounts.email, email), isNull(loginAccounts.subject)))
      .returning();
    if (claimed) return claimed;
  }
  const [created] = await db
    .insert(loginAccounts)
    .values({
      subject: claims.subject,
      // An unverified or missing e-mail cannot be trusted to match anyone: keep it unique per subject.
      email: email && claims.emailVerified ? email : `${claims.subject.replace(/[^a-z0-9]/gi, '').slice(-40)}@unverified.invalid`,
      loginName: claims.name ?? email ?? 'New user',
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent request provisioned the same subject, or the verified e-mail belongs to a claimed account.
  const existing = await findBySubject(db, claims.subject);
  if (existing) return existing;
  throw new Error('This e-mail address is already used by another sign-in.');
}
