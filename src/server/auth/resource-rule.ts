import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from '../../shared/generated/types.gen.ts';
import type { RouteAccess } from './access.ts';
import type { Db } from '../db/database.ts';

/** The records routes reach by guid, each checked against the caller before the handler runs. */
export type ResourceKind =
  | 'form'
  | 'designedForm'
  | 'response'
  | 'file'
  | 'workflowDefinition'
  | 'workflowInstance'
  | 'listDefinition'
  | 'itemDefinition'
  | 'visibleItemDefinition';

/** How one kind of record is found and checked. */
export interface ResourceResolver<R = unknown> {
  /** The request parameter that names the record. */
  param: string;
  /** Other parameters the resolver checks against the record (the form of a response, the organisation beside it). */
  alsoChecks?: readonly string[];
  /**
   * Loads the record, refuses the caller unless they hold one of `roles` in its organisation (any
   * membership when empty), keeps the record for the handler and sets `request.orgGuid`. A record of
   * another organisation is refused as if it did not exist.
   */
  resolve(request: FastifyRequest, guid: string, roles: readonly Role[]): Promise<void>;
  /**
   * The same checks on a record the handler loaded itself (undefined: not found), with the handler's
   * database (its transaction). Routes whose rule says `inHandler` use it: a write that locks and reads
   * the record in one statement checks the record it holds.
   */
  check?(request: FastifyRequest, db: Db, record: R | undefined, roles: readonly Role[]): Promise<void>;
}

export type ResourceResolvers = Readonly<Record<ResourceKind, ResourceResolver>>;

/**
 * Parameter names that reach a record of some organisation. A route taking one of them must say, in its
 * access rule how the record is checked: by a resource rule, or as a guid the handler reads only inside
 * the record or organisation the rule already granted (`inside`: a filter, a sub-record).
 */
export const RESOURCE_PARAMS: readonly string[] = [
  'formDefinitionGuid',
  'formGuid',
  'responseGuid',
  'fileGuid',
  'workflowGuid',
  'workflowDefinitionGuid',
  'listDefinitionGuid',
  'itemDefinitionGuid',
  'entityGuid',
  'entityDefinitionGuid',
];

/** The parameters a route takes from its path and its query string schema. */
function routeParams(route: RouteOptions, schemaById: (id: string) => unknown): string[] {
  const inPath = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  let query = route.schema?.querystring as { $ref?: string; properties?: object } | undefined;
  if (query?.$ref) query = schemaById(query.$ref) as typeof query;
  return [...inPath, ...Object.keys(query?.properties ?? {})];
}

/** The parameters an access rule accounts for. */
function coveredParams(access: RouteAccess, resolvers: ResourceResolvers): readonly string[] {
  switch (access.kind) {
    case 'org':
      return ['orgGuid', ...(access.inside ?? [])];
    case 'resource': {
      const resolver = resolvers[access.resource];
      return [resolver.param, ...(resolver.alsoChecks ?? []), ...(access.inside ?? [])];
    }
    default:
      return [];
  }
}

/**
 * Refuses, at start-up, an API route without an access rule and one that reaches a record by guid
 * without saying how that record is checked. Super-admin routes reach every organisation by design.
 */
export function assertRouteRule(
  route: RouteOptions,
  resolvers: ResourceResolvers,
  schemaById: (id: string) => unknown,
): void {
  if (!route.url.startsWith('/api/')) return;
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  if (!access) throw new Error(`${where} declares no access rule (config.access).`);
  if (access.kind === 'resource' && !resolvers[access.resource])
    throw new Error(`${where} names an unknown resource '${access.resource}'.`);
  if (access.kind === 'resource' && access.inHandler && !resolvers[access.resource].check)
    throw new Error(`${where} checks '${access.resource}' in its handler, which that resource cannot do.`);
  if (access.kind === 'superAdmin') return;
  const covered = coveredParams(access, resolvers);
  const unchecked = routeParams(route, schemaById).filter(
    (name) => RESOURCE_PARAMS.includes(name) && !covered.includes(name),
  );
  if (unchecked.length > 0) {
    throw new Error(
      `${where} reaches a record by ${unchecked.map((name) => `'${name}'`).join(', ')} but its access rule ` +
        'does not check it: declare a resource rule for it, or list it in `inside` when the handler reads ' +
        'it only inside the record or organisation the rule grants.',
    );
  }
}
