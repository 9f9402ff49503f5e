import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/problem.ts';
import type { Caller } from './caller.ts';
import { callerOrConflict, deferCaller } from './caller-in-handler.ts';
import type { AccessTokenVerifier } from './token-claims.ts';
import { assertRouteRule, type ResourceKind, type ResourceResolvers } from './resource-rule.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';
import type { Role } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { schemasById } from '../../shared/generated/schemas.gen.ts';

/**
 * Who may call a route. Every API route declares one in `config.access`, and one that reaches a record by
 * guid declares how that record is checked; the app refuses to start otherwise (resource-rule.ts).
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
      anyRole: readonly Role[];
      /** A super admin passes even without a role (routes flagged super admin in the spec). */
      superAdminPasses?: boolean;
      /** The organisation may be left out: the handler then answers for the caller's own organisations. */
      orgOptional?: boolean;
      /** Record guids the handler reads only inside the granted organisation (filters, sub-records). */
      inside?: readonly string[];
    }
  | ResourceAccess;

/** A route under one record's guid: the record is loaded and the caller checked in its organisation. */
export interface ResourceAccess {
  kind: 'resource';
  resource: ResourceKind;
  /** The caller needs one of these roles in the record's organisation; an empty list means any member. */
  roles: readonly Role[];
  /** Where the guid is read (the path unless said otherwise). */
  from?: 'params' | 'query';
  /** Other record guids the handler reads only inside the granted record or its organisation. */
  inside?: readonly string[];
  /**
   * The handler loads the record in its own transaction and checks it there, before anything else, with
   * `checkInHandler` (the answer saves: the statement that locks the response also reads it). The hook
   * checks only the guid's form; a reply that succeeds without the check is refused.
   */
  inHandler?: boolean;
}

/** The access rule of a route under a record's guid. */
export const resource = (
  kind: ResourceKind,
  roles: readonly Role[],
  options: Pick<ResourceAccess, 'from' | 'inside' | 'inHandler'> = {},
): ResourceAccess => ({ kind: 'resource', resource: kind, roles, ...options });

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

/** The bearer token's verified claims; undefined without a token. */
async function verifiedClaims(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  try {
    return await app.verifyAccessToken(match[1]!);
  } catch {
    throw unauthorized('Your session has expired or is not valid. Please sign in again.');
  }
}

/** The guid a resource rule names, from the path or the query string. */
function resourceGuid(request: FastifyRequest, place: 'params' | 'query', name: string): string {
  const value = (request[place] as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !GUID_PATTERN.test(value))
    throw badRequest('The request is not valid.', { [name]: ['must match format "uuid"'] });
  return value.toLowerCase();
}

type HandlerCheck = (db: Db, record: unknown) => Promise<void>;
/** The checks of routes with an `inHandler` rule, by request, and whether one has passed yet. */
const handlerChecks = new WeakMap<FastifyRequest, { check: HandlerCheck; passed: boolean }>();

/**
 * Checks the record a route with an `inHandler` rule loaded itself (undefined when not found) as the hook
 * checks the others: a record the caller may not reach throws its not-found (or forbidden) error. A handler
 * may check more than once (a save judged on held state and then again under its lock checks each record
 * it judges by).
 */
export async function checkInHandler(request: FastifyRequest, db: Db, record: unknown): Promise<void> {
  const owed = handlerChecks.get(request);
  if (!owed) throw new Error(`${request.routeOptions.url} has no record check owed in its handler.`);
  await owed.check(db, record);
  owed.passed = true;
}

/**
 * The one hook that checks every API call's declared access before its handler runs. Register it before
 * any route: it also refuses to start the app when a route's rule is missing or incomplete.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, { resources }: { resources: ResourceResolvers }) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('orgGuid', null);
    app.addHook('onRoute', (route) => assertRouteRule(route, resources, (id) => schemasById[id]));
    // Authentication first, so an anonymous call gets 401 whatever its body; authorization before
    // body validation, so someone outside the organisation learns nothing from validation messages.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const claims = await verifiedClaims(app, request);
      if (!claims) {
        if (access.kind !== 'anonymous') throw unauthorized();
        return;
      }
      // A route that checks its record in its handler reads its caller there too (caller-in-handler.ts).
      if (access.kind === 'resource' && access.inHandler) deferCaller(request, claims);
      else request.caller = await callerOrConflict(app.database.db, claims);
    });
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'anonymous' || access.kind === 'signedIn') return;
      if (access.kind === 'superAdmin') {
        if (!request.caller?.superAdmin) throw forbidden('Only a super admin may do this.');
        return;
      }
      if (access.kind === 'resource') {
        const resolver = resources[access.resource];
        const guid = resourceGuid(request, access.from ?? 'params', resolver.param);
        if (access.inHandler) {
          handlerChecks.set(request, {
            check: (db, record) => resolver.check!(request, db, record, access.roles),
            passed: false,
          });
          return;
        }
        await resolver.resolve(request, guid, access.roles);
        return;
      }
      const orgGuid = access.orgGuid(request);
      if (orgGuid === undefined && access.orgOptional) return;
      request.orgGuid = assertOrgAccess(request, orgGuid, access.anyRole, access.superAdminPasses);
    });
    // A handler that forgot its record check must not answer as if the caller had been let in.
    app.addHook('onSend', (request, reply, payload, done) => {
      const owed = handlerChecks.get(request);
      if (reply.statusCode < 400 && owed && !owed.passed) {
        handlerChecks.delete(request);
        done(new Error(`${request.routeOptions.url} answered without checking its record.`));
      } else done(null, payload);
    });
  },
);

/**
 * Grants the caller one of the roles in the organisation owning a record (super admins pass). Someone
 * outside it gets the record's own not-found message, the same as for a record that does not exist.
 */
export function grantInOwnerOrg(
  request: FastifyRequest,
  orgGuid: string,
  roles: readonly Role[],
  missing: string,
): void {
  try {
    request.orgGuid = assertOrgAccess(request, orgGuid, roles, true);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(missing);
    throw error;
  }
}
