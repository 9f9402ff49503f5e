import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { identityUsers, passwordResets } from '../db/tables/platform.ts';
import { endAllSignIns } from './identity-users.ts';

const resetLifetimeMs = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a one-time reset token valid for an hour; only its SHA-256 hash is stored. */
export async function createPasswordReset(db: Db, identityUserId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(passwordResets)
    .values({ tokenHash: sha256(token), identityUserId, expiresAt: new Date(Date.now() + resetLifetimeMs) });
  return token;
}

const usable = (token: string) =>
  and(
    eq(passwordResets.tokenHash, sha256(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/** True while the link is unused and unexpired. */
export async function isPasswordResetUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.identityUserId })
    .from(passwordResets)
    .where(usable(token));
  return Boolean(row);
}

/**
 * Uses the link once: sets the new password, marks the e-mail verified (opening the mail proves
 * control of it), spends every other open link of the person and ends their sign-ins elsewhere.
 * Returns false when the link is unknown, expired or used, and then changes nothing.
 */
export async function usePasswordReset(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usable(token))
      .returning({ identityUserId: passwordResets.identityUserId });
    if (!used) return false;
    const { identityUserId } = used;
    await tx
      .update(identityUsers)
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where(eq(identityUsers.id, identityUserId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.identityUserId, identityUserId), isNull(passwordResets.usedAt)));
    await endAllSignIns(tx, identityUserId);
    return true;
  });
}

const verificationLifetimeSeconds = 7 * 24 * 60 * 60;

const verificationMac = (key: Uint8Array, identityUserId: string, email: string, expires: string) =>
  createHmac('sha256', key).update(`verify-email|${identityUserId}|${email}|${expires}`).digest('base64url');

/**
 * An e-mail verification link needs no table: `{person}.{expiry}.{mac}`, where the MAC also covers
 * the exact address, so a changed address makes old links useless; opening a link twice does no harm.
 * Short on purpose: it lives in a URL path.
 */
export function createVerificationToken(
  key: Uint8Array,
  identityUserId: string,
  email: string,
  now = Date.now(),
): string {
  const expires = (Math.floor(now / 1000) + verificationLifetimeSeconds).toString(36);
  return `${identityUserId}.${expires}.${verificationMac(key, identityUserId, email, expires)}`;
}

/** The person a verification token names (not yet checked). */
export const verificationTokenSubject = (token: string) => token.split('.')[0] ?? '';

/** True when the token was made by us for this person and address and has not expired. */
export function isVerificationTokenValid(
  key: Uint8Array,
  token: string,
  identityUserId: string,
  email: string,
  now = Date.now(),
): boolean {
  const [subject, expires, mac] = token.split('.');
  if (subject !== identityUserId || !expires || !mac || parseInt(expires, 36) * 1000 < now) return false;
  const expected = Buffer.from(verificationMac(key, identityUserId, email, expires));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
