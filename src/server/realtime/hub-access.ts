import type { FastifyRequest } from 'fastify';
import type { ResourceKind } from '../auth/resource-rule.ts';
import { resourceResolvers } from '../resources/index.ts';
import type { Role } from '../../shared/generated/types.gen.ts';
import type { HubCallContext } from './hub-registry.ts';

/**
 * Checks a hub call against a record the way a REST route's resource rule does, with the same resolver:
 * the record's organisation, the caller's roles there, guests' and workflows' own rules. A refusal is the
 * resolver's own (a record one may not reach reads as missing) and becomes the completion's error.
 * Resolves to the request the resolver saw, from which the route helpers read the loaded record.
 */
export async function assertReaches(
  context: HubCallContext,
  kind: ResourceKind,
  guid: string,
  roles: readonly Role[],
): Promise<FastifyRequest> {
  // The resolvers read the caller, the database and the parameters named beside the record; a hub call
  // names only the record.
  const request = {
    server: context.app,
    caller: context.caller,
    params: {},
    query: {},
    orgGuid: null,
  } as unknown as FastifyRequest;
  await resourceResolvers[kind].resolve(request, guid, roles);
  return request;
}
