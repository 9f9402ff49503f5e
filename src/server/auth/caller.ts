import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAccounts } from '../db/tables/organisations.ts';
import type { TokenClaims } from './token-claims.ts';
import { rowFromJson } from '../db/row-from-json.ts';
import { NAMED_STATEMENT } from '../db/pipelined-begin.ts';
import { HttpError } from '../http/problem.ts';
import { emptyMask, type RoleMask } from '../repositories/session-masks.ts';

/** The signed-in person behind a request, with their roles per organisation. */
export interface Caller {
  loginAccountGuid: string;
  loginName: string;
  /** The account's e-mail; for an unverified sign-up, the address the person typed (shown, never trusted). */
  email: string;
  superAdmin: boolean;
  defaultOrgGuid: string | null;
  /** Organisation guid → roles held there; a key exists only for organisations the person belongs to. */
  rolesByOrg: Map<string, Set<string>>;
  /** Security groups the person hid from themselves ('Remove Roles or Groups'), lower-cased guids. */
  hiddenGroupGuids: Set<string>;
}

/**
 * An identity whose e-mail is not verified gets an account under a placeholder address, so nobody can
 * take over an address (and the organisations an administrator added it to) by merely typing it.
 */
const PLACEHOLDER_DOMAIN = '@unverified.invalid';
const placeholderEmail = (subject: string) =>
  `${subject
    .replace(/[^a-z0-9]/gi, '')
    .slice(-40)
    .toLowerCase()}${PLACEHOLDER_DOMAIN}`;

type AccountRow = typeof loginAccounts.$inferSelect;

/**
 * Finds the login account of a verified identity. At a person's first sign-in with a verified e-mail, a
 * temporary account created by an administrator for that e-mail is claimed; otherwise an account is made.
 */
export async function resolveCaller(db: Db, claims: TokenClaims): Promise<Caller> {
  // Every API call resolves its caller, so the usual case (a known subject) is one query for the account,
  // its roles and its mask.
  const known = await accountWithAccess(db, { subject: claims.subject });
  return knownCaller(known, claims) ?? (await provisionCaller(db, claims, known));
}

/**
 * The caller from their account, roles and mask as read by the token's subject, or undefined when the
 * account must first be claimed, made or moved onto the verified e-mail (`resolveCaller` does that).
 */
export function knownCaller(known: AccountAccess | undefined, claims: TokenClaims): Caller | undefined {
  if (!known) return undefined;
  if (verifiedEmailOf(claims) && known.account.email.endsWith(PLACEHOLDER_DOMAIN)) return undefined;
  return callerOf(known, claims);
}

const emailOf = (claims: TokenClaims) => claims.email?.trim().toLowerCase();
const verifiedEmailOf = (claims: TokenClaims) => {
  const email = emailOf(claims);
  return email && claims.emailVerified ? email : undefined;
};

/** Claims, makes or moves the account of a subject the caller query did not find as it is. */
async function provisionCaller(
  db: Db,
  claims: TokenClaims,
  known: AccountAccess | undefined,
): Promise<Caller> {
  const verifiedEmail = verifiedEmailOf(claims);
  let account = known?.account;
  if (account && verifiedEmail && account.email.endsWith(PLACEHOLDER_DOMAIN)) {
    account = await adoptVerifiedEmail(db, account, verifiedEmail);
  }
  account ??= await claimOrCreate(db, claims, verifiedEmail);
  const access = await accountWithAccess(db, { guid: account.guid });
  return callerOf({ roles: access?.roles ?? [], mask: access?.mask ?? null, account }, claims);
}

function callerOf({ account, roles, mask: stored }: AccountAccess, claims: TokenClaims): Caller {
  const rolesByOrg = new Map<string, Set<string>>();
  for (const [orgGuid, role] of roles) {
    if (!rolesByOrg.has(orgGuid)) rolesByOrg.set(orgGuid, new Set());
    rolesByOrg.get(orgGuid)!.add(role);
  }
  // Roles hidden with 'Remove Roles or Groups' count as not held until Refresh Settings; the person stays a member.
  const mask = stored ?? emptyMask();
  for (const [orgGuid, hidden] of Object.entries(mask.orgs)) {
    for (const role of hidden.roles) rolesByOrg.get(orgGuid)?.delete(role);
  }
  const email = emailOf(claims);
  return {
    loginAccountGuid: account.guid,
    loginName: account.loginName,
    email: account.email.endsWith(PLACEHOLDER_DOMAIN) && email ? email : account.email,
    superAdmin: account.superAdmin && !mask.superAdmin,
    defaultOrgGuid: account.defaultOrgGuid,
    rolesByOrg,
    hiddenGroupGuids: new Set(Object.values(mask.orgs).flatMap((hidden) => hidden.groupGuids)),
  };
}

async function findBySubject(db: Db, subject: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(loginAccounts).where(eq(loginAccounts.subject, subject));
  return row;
}

/** A login account with what the caller query reads beside it. */
export interface AccountAccess {
  account: AccountRow;
  /** [orgGuid, role] pairs. */
  roles: [string, string][];
  mask: RoleMask | null;
}

/**
 * The account by subject or guid with its roles and its 'Remove Roles or Groups' mask, in one query. Every
 * API call runs it, so its text is written here rather than built by the query builder each time. The
 * database's `caller_access` (migration 0014) builds the JSON, the same function a save's lock reads its
 * caller with; JSON reads the same on both drivers.
 */
async function accountWithAccess(
  db: Db,
  by: { subject: string } | { guid: string },
): Promise<AccountAccess | undefined> {
  const where = 'subject' in by ? sql`l.subject = ${by.subject}` : sql`l.guid = ${by.guid}`;
  const result = (await db.execute(sql`${sql.raw(NAMED_STATEMENT)}
    select caller_access(l) as access from login_accounts l where ${where}`)) as unknown as {
    rows: { access: AccessJson }[];
  };
  const row = result.rows[0];
  return row && accessFromJson(row.access);
}

/** An account with its roles and mask, from the JSON the caller query (or the save's lock) returns. */
export function accessFromJson(json: AccessJson): AccountAccess {
  return { account: rowFromJson(loginAccounts, json.account), roles: json.roles, mask: json.mask };
}

/** The account, roles and mask as the database returns them. */
export interface AccessJson {
  account: Record<string, unknown>;
  roles: [string, string][];
  mask: RoleMask | null;
}

/** Claims the unclaimed (temporary) account of this e-mail for the subject; undefined when there is none. */
async function claimTemporary(db: Db, subject: string, email: string, name: string | undefined) {
  const [claimed] = await db
    .update(loginAccounts)
    .set({ subject, ...(name ? { loginName: name } : {}), updatedAt: new Date() })
    .where(and(eq(loginAccounts.email, email), isNull(loginAccounts.subject)))
    .returning();
  return claimed;
}

/** The person verified their e-mail after first signing in: move them onto their real address. */
async function adoptVerifiedEmail(db: Db, placeholder: AccountRow, email: string): Promise<AccountRow> {
  return db
    .transaction(async (tx) => {
      const [temporary] = await tx
        .select()
        .from(loginAccounts)
        .where(and(eq(loginAccounts.email, email), isNull(loginAccounts.subject)));
      if (temporary) {
        // The placeholder never belonged to any organisation (nobody could add an unknown address), so it goes.
        await tx.delete(loginAccounts).where(eq(loginAccounts.guid, placeholder.guid));
        return (await claimTemporary(tx as unknown as Db, placeholder.subject!, email, undefined))!;
      }
      const [updated] = await tx
        .update(loginAccounts)
        .set({ email, updatedAt: new Date() })
        .where(eq(loginAccounts.guid, placeholder.guid))
        .returning();
      return updated!;
    })
    .catch(() => placeholder);
}

async function claimOrCreate(
  db: Db,
  claims: TokenClaims,
  verifiedEmail: string | undefined,
): Promise<AccountRow> {
  if (verifiedEmail) {
    const claimed = await claimTemporary(db, claims.subject, verifiedEmail, claims.name);
    if (claimed) return claimed;
  }
  const [created] = await db
    .insert(loginAccounts)
    .values({
      subject: claims.subject,
      email: verifiedEmail ?? placeholderEmail(claims.subject),
      loginName: claims.name ?? claims.email ?? 'New user',
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent request provisioned the same subject first.
  const existing = await findBySubject(db, claims.subject);
  if (existing) return existing;
  throw new HttpError(
    409,
    'This e-mail address already belongs to another sign-in. Please contact an administrator.',
  );
}
