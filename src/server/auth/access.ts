import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/problem.ts';
import { resolveCaller, type Caller } from './caller.ts';
import type { AccessTokenVerifier } from './token-claims.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without it is refused,
 * so a forgotten declaration fails closed.
 */
export type RouteAccess =
  | { kind: 'anonymous' }
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  | {
      kind: 'org';
      /** Where the organisation guid of the request is read. */
      orgGuid: (request: FastifyRequest) => unknown;
      /** The caller needs one of these roles in that organisation; an empty list means any member. */
      anyRole: readonly string[];
      /** A super admin passes even without a role (routes flagged super admin in the spec). */
      superAdminPasses?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The organisation an org-scoped route acts in, once access was granted. */
    orgGuid: string | null;
  }
  interface FastifyInstance {
    verifyAccessToken: AccessTokenVerifier;
  }
}

/** Reads the organisation from a route parameter or query field of the same name. */
export const orgFrom =
  (place: 'params' | 'query' | 'body', field = 'orgGuid') =>
  (request: FastifyRequest) =>
    (request[place] as Record<string, unknown> | undefined)?.[field];

/** Throws unless the caller may act in the organisation with one of the roles (any role when empty). */
export function assertOrgAccess(
  request: FastifyRequest,
  orgGuid: unknown,
  anyRole: readonly string[],
  superAdminPasses = false,
): string {
  const caller = request.caller;
  if (!caller) throw unauthorized();
  if (typeof orgGuid !== 'string' || !GUID_PATTERN.test(orgGuid))
    throw badRequest('The request is not valid.', { orgGuid: ['must match format "uuid"'] });
  const key = orgGuid.toLowerCase();
  if (superAdminPasses && caller.superAdmin) return key;
  const roles = caller.rolesByOrg.get(key);
  // Another organisation's existence is not revealed to people outside it.
  if (!roles) throw notFound('Organization not found');
  if (anyRole.length > 0 && !anyRole.some((role) => roles.has(role))) {
    throw forbidden('You do not have the role needed for this.');
  }
  return key;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  let claims;
  try {
    claims = await app.verifyAccessToken(match[1]!);
  } catch {
    throw unauthorized('Your session has expired or is not valid. Please sign in again.');
  }
  try {
    return await resolveCaller(app.database.db, claims);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(409, error instanceof Error ? error.message : 'Your account could not be loaded.');
  }
}

/** The one hook that checks every API call's declared access before its handler runs. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('orgGuid', null);
  // Authentication first, so an anonymous call gets 401 whatever its body; authorization before
  // body validation, so someone outside the organisation learns nothing from validation messages.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) {
      if (request.routeOptions.url?.startsWith('/api/'))
        throw forbidden('This endpoint declares no access rule.');
      return;
    }
    request.caller = await authenticate(app, request);
    if (access.kind !== 'anonymous' && !request.caller) throw unauthorized();
  });
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'anonymous' || access.kind === 'signedIn') return;
    if (access.kind === 'superAdmin') {
      if (!request.caller?.superAdmin) throw forbidden('Only a super admin may do this.');
      return;
    }
    request.orgGuid = assertOrgAccess(
      request,
      access.orgGuid(request),
      access.anyRole,
      access.superAdminPasses,
    );
  });
});
