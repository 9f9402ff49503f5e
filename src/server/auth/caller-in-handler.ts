import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/problem.ts';
import type { Db } from '../db/database.ts';
import { knownCaller, resolveCaller, type AccountAccess, type Caller } from './caller.ts';
import type { TokenClaims } from './token-claims.ts';

// A save reads its caller with the statement that locks its response (one statement and one round trip
// fewer per save), so its route's hook only verifies the token and leaves the caller to the handler. The
// usual caller, an account already signed in before, is read there and nowhere else. A first call of a
// new sign-in (its account still to be claimed, made or moved onto a verified e-mail) gives up the
// write's transaction before anything is written and runs it again with the caller resolved as every
// other call resolves it: provisioning writes the account through the pool, and doing that while the
// write's transaction holds the only connection (PGlite) would wait for itself for ever.

/** A caller known only by a verified token so far: the write reads their account with its lock. */
export interface CallerBySubject {
  readonly subject: string;
  /** The caller from what the lock read by `subject`; throws CallerNotReadByLock when that is not enough. */
  readonly resolve: (access: AccountAccess | undefined) => Caller;
}

/** Who a write is for: resolved already, or to be read with the write's lock. */
export type WriteCaller = Caller | CallerBySubject;

/** The account is to be claimed, made or updated first: the write gives up and runs again. */
class CallerNotReadByLock extends Error {}

const deferredClaims = new WeakMap<FastifyRequest, TokenClaims>();

/** Leaves the request's caller, by these verified claims, to its handler. */
export function deferCaller(request: FastifyRequest, claims: TokenClaims): void {
  deferredClaims.set(request, claims);
}

/**
 * Runs a write with the request's caller read by the write's lock, or, when that account is not yet in
 * its signed-in state, once more with the caller resolved first. `request.caller` is set either way
 * before the write's access check, which reads it.
 */
export async function withCallerFromLock<T>(
  request: FastifyRequest,
  write: (caller: WriteCaller) => Promise<T>,
): Promise<T> {
  const claims = deferredClaims.get(request);
  if (!claims) throw new Error(`${request.routeOptions.url} has no caller left to its handler.`);
  try {
    return await write({
      subject: claims.subject,
      resolve: (access) => {
        const caller = knownCaller(access, claims);
        if (!caller) throw new CallerNotReadByLock();
        return (request.caller = caller);
      },
    });
  } catch (error) {
    if (!(error instanceof CallerNotReadByLock)) throw error;
  }
  request.caller = await callerOrConflict(request.server.database.db, claims);
  return write(request.caller);
}

/** Resolves the caller; an account that cannot be loaded or claimed answers 409. */
export async function callerOrConflict(db: Db, claims: TokenClaims): Promise<Caller> {
  try {
    return await resolveCaller(db, claims);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(409, error instanceof Error ? error.message : 'Your account could not be loaded.');
  }
}
