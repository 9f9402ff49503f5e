import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/shared/generated/types.gen.ts';
import type { Db } from '../../src/server/db/database.ts';
import { entities, entityDefinitions, itemDefinitions } from '../../src/server/db/tables/entities.ts';
import {
  loginAccountOrgRoles,
  loginAccountOrgs,
  loginAccounts,
  orgGroupEntities,
  orgGroups,
  orgs,
} from '../../src/server/db/tables/organisations.ts';

export interface SeededOrg {
  guid: string;
  name: string;
  code: string;
  /** The default entity type for people added to it ('Staff Member'), null when made without one. */
  entityDefinitionGuid: string | null;
}

export interface SeededAccount {
  guid: string;
  email: string;
  name: string;
  /** The password its identity gets when tokenFor signs it in. */
  password: string;
  /** Organisation guid → the entity representing the person there. */
  entityGuids: Record<string, string>;
}

const unique = () => crypto.randomBytes(4).toString('hex');

/** An organisation with a 'Staff Member' entity type as its default (homePage as given, Default otherwise). */
export async function seedOrg(
  db: Db,
  options: { name?: string; code?: string; entityType?: boolean; homePage?: 'Default' | 'Workflows' } = {},
): Promise<SeededOrg> {
  const code = options.code ?? unique().slice(0, 5).toUpperCase();
  const [org] = await db
    .insert(orgs)
    .values({ code, name: options.name ?? `Org ${code}` })
    .returning();
  if (options.entityType === false)
    return { guid: org!.guid, name: org!.name, code, entityDefinitionGuid: null };
  const [definition] = await db
    .insert(entityDefinitions)
    .values({
      orgGuid: org!.guid,
      name: 'Staff Member',
      namePlural: 'Staff Members',
      homePage: options.homePage ?? 'Default',
    })
    .returning();
  await db.update(orgs).set({ entityDefinitionGuid: definition!.guid }).where(eq(orgs.guid, org!.guid));
  return { guid: org!.guid, name: org!.name, code, entityDefinitionGuid: definition!.guid };
}

/**
 * A login account as an administrator would add it: temporary (no identity yet), a member of every
 * organisation in `roles` with those roles and, where the organisation has a default entity type,
 * an entity of that type named after the person. tokenFor() signs it in, which claims it.
 */
export async function seedAccount(
  db: Db,
  options: {
    email?: string;
    name?: string;
    roles?: Record<string, Role[]>;
    superAdmin?: boolean;
    defaultOrgGuid?: string;
  },
): Promise<SeededAccount> {
  const email = (options.email ?? `person-${unique()}@test.example`).toLowerCase();
  const name = options.name ?? `Person ${email.split('@')[0]}`;
  const [account] = await db
    .insert(loginAccounts)
    .values({
      email,
      loginName: name,
      superAdmin: options.superAdmin ?? false,
      defaultOrgGuid: options.defaultOrgGuid ?? null,
    })
    .returning();
  const entityGuids: Record<string, string> = {};
  for (const [orgGuid, roles] of Object.entries(options.roles ?? {})) {
    const [org] = await db.select().from(orgs).where(eq(orgs.guid, orgGuid));
    if (!org) throw new Error(`seedAccount: no organisation ${orgGuid}`);
    if (org.entityDefinitionGuid) {
      const [entity] = await db
        .insert(entities)
        .values({ orgGuid, name, entityDefinitionGuid: org.entityDefinitionGuid })
        .returning();
      entityGuids[orgGuid] = entity!.guid;
    }
    await db
      .insert(loginAccountOrgs)
      .values({ loginAccountGuid: account!.guid, orgGuid, entityGuid: entityGuids[orgGuid] ?? null });
    if (roles.length)
      await db
        .insert(loginAccountOrgRoles)
        .values(roles.map((role) => ({ loginAccountGuid: account!.guid, orgGuid, role })));
  }
  return {
    guid: account!.guid,
    email,
    name,
    password: `pw-${crypto.randomBytes(9).toString('base64url')}`,
    entityGuids,
  };
}

/** A security group of the organisation holding the given entities. */
export async function seedGroup(
  db: Db,
  options: {
    orgGuid: string;
    name?: string;
    forOwnWorkflow?: 'Own' | 'Others' | 'NA';
    entityGuids?: string[];
  },
): Promise<{ guid: string; name: string }> {
  const [group] = await db
    .insert(orgGroups)
    .values({
      orgGuid: options.orgGuid,
      name: options.name ?? `Group ${unique()}`,
      forOwnWorkflow: options.forOwnWorkflow ?? 'NA',
    })
    .returning();
  const entityGuids = options.entityGuids ?? [];
  if (entityGuids.length)
    await db
      .insert(orgGroupEntities)
      .values(entityGuids.map((entityGuid) => ({ orgGroupGuid: group!.guid, entityGuid })));
  return { guid: group!.guid, name: group!.name };
}

/** Compliance item definitions of the organisation, as many per status as asked. */
export async function seedItemDefinitions(
  db: Db,
  orgGuid: string,
  perStatus: Record<string, number>,
): Promise<void> {
  const rows = Object.entries(perStatus).flatMap(([status, total]) =>
    Array.from({ length: total }, (_, index) => ({ orgGuid, status, name: `${status} item ${index + 1}` })),
  );
  if (rows.length) await db.insert(itemDefinitions).values(rows);
}
