import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const orgs = pgTable('orgs', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  code: varchar('code', { length: 5 }).notNull().unique(),
  name: varchar('name', { length: 250 }).notNull(),
  contactNumber: varchar('contact_number', { length: 15 }),
  email: varchar('email', { length: 35 }),
  emailDomains: text('email_domains'),
  websiteUrl: varchar('website_url', { length: 250 }),
  customCss: varchar('custom_css', { length: 5000 }),
  /** Entity type given to people added to this organisation. */
  entityDefinitionGuid: uuid('entity_definition_guid'),
  logoFileGuid: uuid('logo_file_guid'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A person as the application knows them; a temporary account has no identity subject until first sign-in. */
export const loginAccounts = pgTable('login_accounts', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  loginName: varchar('login_name', { length: 250 }).notNull(),
  /** Always stored lower-cased and trimmed, so comparisons are case-insensitive. */
  email: varchar('email', { length: 100 }).notNull().unique(),
  /** `issuer|sub` of the identity that claimed this account. */
  subject: text('subject').unique(),
  superAdmin: boolean('super_admin').notNull().default(false),
  defaultOrgGuid: uuid('default_org_guid').references(() => orgs.guid, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Membership of a person in an organisation, with the entity that represents them there. */
export const loginAccountOrgs = pgTable(
  'login_account_orgs',
  {
    loginAccountGuid: uuid('login_account_guid')
      .notNull()
      .references(() => loginAccounts.guid, { onDelete: 'cascade' }),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    entityGuid: uuid('entity_guid'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loginAccountGuid, t.orgGuid] }),
    index('login_account_orgs_org').on(t.orgGuid),
  ],
);

export const loginAccountOrgRoles = pgTable(
  'login_account_org_roles',
  {
    loginAccountGuid: uuid('login_account_guid')
      .notNull()
      .references(() => loginAccounts.guid, { onDelete: 'cascade' }),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.loginAccountGuid, t.orgGuid, t.role] })],
);

export const orgGroups = pgTable(
  'org_groups',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    forOwnWorkflow: varchar('for_own_workflow', { length: 10 }).notNull().default('NA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('org_groups_org').on(t.orgGuid)],
);

export const orgGroupEntities = pgTable(
  'org_group_entities',
  {
    orgGroupGuid: uuid('org_group_guid')
      .notNull()
      .references(() => orgGroups.guid, { onDelete: 'cascade' }),
    entityGuid: uuid('entity_guid').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgGroupGuid, t.entityGuid] }),
    index('org_group_entities_entity').on(t.entityGuid),
  ],
);

/**
 * An organisation's invitation to a person who already belongs elsewhere (or holds the super admin flag):
 * they join only when they accept it. `email` is the address the invitation was made for; it is void
 * once the account's address differs.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    loginAccountGuid: uuid('login_account_guid')
      .notNull()
      .references(() => loginAccounts.guid, { onDelete: 'cascade' }),
    email: varchar('email', { length: 100 }).notNull(),
    /** The roles the person gets on accepting, normalised as the user editor does. */
    roles: text('roles').array().notNull(),
    invitedByLoginAccountGuid: uuid('invited_by_login_account_guid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_invitations_org_account').on(t.orgGuid, t.loginAccountGuid),
    index('org_invitations_account').on(t.loginAccountGuid),
  ],
);
