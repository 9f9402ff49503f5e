import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { jsonb } from './json-column.ts';
import { orgs } from './organisations.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const entityDefinitions = pgTable(
  'entity_definitions',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    namePlural: varchar('name_plural', { length: 250 }).notNull(),
    icon: varchar('icon', { length: 100 }),
    inheritance: varchar('inheritance', { length: 50 }),
    status: varchar('status', { length: 20 }).notNull().default('Unused'),
    parentEntityDefinitionGuid: uuid('parent_entity_definition_guid'),
    homePage: varchar('home_page', { length: 20 }).notNull().default('Default'),
    homePageWorkflowDefinitionGuid: uuid('home_page_workflow_definition_guid'),
    formDefinitionGuid: uuid('form_definition_guid'),
    madePublicAt: timestamp('made_public_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('entity_definitions_org').on(t.orgGuid)],
);

export const entities = pgTable(
  'entities',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Active'),
    entityDefinitionGuid: uuid('entity_definition_guid')
      .notNull()
      .references(() => entityDefinitions.guid),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('entities_org').on(t.orgGuid), index('entities_definition').on(t.entityDefinitionGuid)],
);

/** Compliance item definitions; the items issue fills in the rest of their editor. */
export const itemDefinitions = pgTable(
  'item_definitions',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    forEntityDefinitionGuid: uuid('for_entity_definition_guid'),
    formDefinitionGuid: uuid('form_definition_guid'),
    status: varchar('status', { length: 20 }).notNull().default('Unused'),
    importance: varchar('importance', { length: 20 }).notNull().default('Informational'),
    purposes: text('purposes'),
    statusList: jsonb('status_list').notNull().default([]),
    defaultExpiry: jsonb('default_expiry'),
    triggers: jsonb('triggers').notNull().default([]),
    security: jsonb('security'),
    sortOrder: integer('sort_order').notNull().default(0),
    madePublicAt: timestamp('made_public_at', { withTimezone: true }),
    madeGlobalAt: timestamp('made_global_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('item_definitions_org').on(t.orgGuid)],
);
