import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { identityUsers, oidcPayloads } from '../db/tables/platform.ts';
import { hashPassword } from './passwords.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

export type IdentityUser = typeof identityUsers.$inferSelect;

export interface NewIdentityUser {
  email: string;
  name: string;
  password: string;
  emailVerified: boolean;
}

/** Thrown when an identity with the e-mail exists already; the message is the one people see. */
export class DuplicateEmailError extends Error {
  constructor() {
    super('An account with this e-mail already exists.');
    this.name = 'DuplicateEmailError';
  }
}

/** E-mails are compared without case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A pragmatic shape check: something@domain.tld, no spaces, within the column's 320 characters. */
export const looksLikeEmail = (email: string) =>
  email.length <= 320 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** Creates a person who can sign in with a password at the embedded provider (sign-up and first-run seeding). */
export async function createIdentityUser(db: Db, input: NewIdentityUser): Promise<IdentityUser> {
  const email = normalizeEmail(input.email);
  if (!looksLikeEmail(email)) throw new Error(`"${input.email}" is not an e-mail address.`);
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(identityUsers)
    .values({ email, name: input.name.trim() || email, passwordHash, emailVerified: input.emailVerified })
    .onConflictDoNothing({ target: identityUsers.email })
    .returning();
  if (!created) throw new DuplicateEmailError();
  return created;
}

export async function findIdentityUserByEmail(db: Db, email: string): Promise<IdentityUser | undefined> {
  const [row] = await db
    .select()
    .from(identityUsers)
    .where(eq(identityUsers.email, normalizeEmail(email)));
  return row;
}

export async function findIdentityUserById(db: Db, id: string): Promise<IdentityUser | undefined> {
  // Ids come from tokens and cookies; anything that is not a uuid cannot be one of ours.
  if (!GUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(identityUsers).where(eq(identityUsers.id, id));
  return row;
}

/** Marks the e-mail as proven; tokens issued from now on say email_verified = true. */
export async function markEmailVerified(db: Db, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(identityUsers)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(identityUsers.id, id), eq(identityUsers.email, email)))
    .returning({ id: identityUsers.id });
  return rows.length > 0;
}

/** Ends every sign-in of the person (sessions, grants, refresh tokens), e.g. after their password changed. */
export async function endAllSignIns(db: Db, id: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      sql`${oidcPayloads.model} in ('Session', 'Grant', 'RefreshToken') and ${oidcPayloads.payload}->>'accountId' = ${id}`,
    );
}
