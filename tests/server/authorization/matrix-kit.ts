import type { InjectOptions } from 'fastify';
import type { Role } from '../../../src/shared/generated/types.gen.ts';
import type { World } from './matrix-world.ts';

/** Everyone the matrix calls each route as. */
export const CALLERS = [
  'anonymous',
  'badToken',
  'guest',
  'member',
  'viewSetup',
  'setupBasic',
  'setupItems',
  'userAdmin',
  'superAdminInA',
  'superAdminOutside',
  'foreign',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface CallerProfile {
  /** Roles in org A, null when the caller is not a member of org A. */
  rolesInA: readonly Role[] | null;
  superAdmin: boolean;
  signedIn: boolean;
}

const setupCascade = (...levels: Role[]): Role[] => ['Member', 'UserAdmin', ...levels];

/**
 * Roles as the user editor hands them out: a setup level includes the lower ones (User Admin is level 0),
 * so these are the combinations real people hold. The foreign caller holds every role, but in org B only.
 */
export const PROFILES: Record<CallerName, CallerProfile> = {
  anonymous: { rolesInA: null, superAdmin: false, signedIn: false },
  badToken: { rolesInA: null, superAdmin: false, signedIn: false },
  guest: { rolesInA: ['Guest'], superAdmin: false, signedIn: true },
  member: { rolesInA: ['Member'], superAdmin: false, signedIn: true },
  viewSetup: { rolesInA: setupCascade('ViewSetup'), superAdmin: false, signedIn: true },
  setupBasic: { rolesInA: setupCascade('ViewSetup', 'SetupBasic'), superAdmin: false, signedIn: true },
  setupItems: {
    rolesInA: setupCascade('ViewSetup', 'SetupBasic', 'SetupItems'),
    superAdmin: false,
    signedIn: true,
  },
  userAdmin: { rolesInA: ['Member', 'UserAdmin'], superAdmin: false, signedIn: true },
  superAdminInA: { rolesInA: ['Member'], superAdmin: true, signedIn: true },
  superAdminOutside: { rolesInA: null, superAdmin: true, signedIn: true },
  foreign: { rolesInA: null, superAdmin: false, signedIn: true },
};

/** Who a route lets in, as decided from its declared access and the spec's role tables. */
export type Access =
  | { kind: 'anyone' }
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  /** Roles in org A (empty: any member, Guest included); superAdmin: the super admin flag passes too. */
  | { kind: 'org'; anyRole: readonly Role[]; superAdmin?: boolean };

export const anyone: Access = { kind: 'anyone' };
export const signedIn: Access = { kind: 'signedIn' };
export const superAdminOnly: Access = { kind: 'superAdmin' };
export const inOrg = (anyRole: readonly Role[], options: { superAdmin?: boolean } = {}): Access => ({
  kind: 'org',
  anyRole,
  superAdmin: options.superAdmin ?? false,
});

export type Expected = 'allowed' | 400 | 401 | 403 | 404;

/** What a caller should get: 401 without a token, 403 for a missing role or flag, 404 outside org A. */
export function expectedFor(access: Access, caller: CallerName): Expected {
  const profile = PROFILES[caller];
  // A token that does not verify is refused even where no token is needed: the client learns its session ended.
  if (caller === 'badToken') return 401;
  if (access.kind === 'anyone') return 'allowed';
  if (!profile.signedIn) return 401;
  if (access.kind === 'signedIn') return 'allowed';
  if (access.kind === 'superAdmin') return profile.superAdmin ? 'allowed' : 403;
  if (access.superAdmin && profile.superAdmin) return 'allowed';
  if (!profile.rolesInA) return 404;
  if (access.anyRole.length > 0 && !access.anyRole.some((role) => profile.rolesInA!.includes(role)))
    return 403;
  return 'allowed';
}

/** What the row expects of the caller: its own exception, or what the access rule gives. */
export const expectationOf = (row: Pick<MatrixRow, 'access' | 'expect'>, caller: CallerName): Expected =>
  row.expect?.[caller] ?? expectedFor(row.access, caller);

export type MatrixRequest = Pick<InjectOptions, 'url' | 'payload' | 'query' | 'headers'>;

export interface RequestContext {
  /** The organisation the request names where it names one apart from the resource: org A, or B when smuggling. */
  org: string;
  caller: CallerName;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path template as the OpenAPI document spells it. */
  path: string;
  access: Access;
  /** A second row for the same route: what makes it different (another target, a privileged body field…). */
  variant?: string;
  /** Where the body asks for more than the route's roles give (the super admin flag…), what those callers get. */
  expect?: Partial<Record<CallerName, Expected>>;
  /**
   * A concrete request in the org A world; called once per caller, so a destructive call can make
   * its own target first (deleting the shared one would break the rows after it).
   */
  request: (world: World, context: RequestContext) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * The request names an organisation apart from the resource it acts on: the foreign caller also tries it
   * with its own organisation (B) there, and must still be refused with nothing changed.
   */
  smuggle?: boolean;
  /**
   * For a call the foreign caller may legitimately make in its own organisation (an upload naming org A's
   * guid becomes a copy in org B): what of org A must read the same before and after it.
   */
  smuggleProbe?: (world: World, request: MatrixRequest) => Promise<unknown>;
  /**
   * A read the foreign caller may make for its own organisation (B): it must succeed and show nothing of org A.
   * Allowed calls of the foreign caller (signed-in routes) are checked the same way without this.
   */
  ownOrgRead?: boolean;
  /** Puts back what an allowed call changed that later rows rely on. */
  undo?: (world: World, caller: CallerName) => Promise<void>;
}

/** The key a route is known by in both the OpenAPI document and the matrix. */
export const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`;
