import { sql } from 'drizzle-orm';
import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { jsonb } from './json-column.ts';
import { formDefinitions } from './forms.ts';
import { orgs } from './organisations.ts';
import { workflowDefinitions } from './workflows.ts';

/**
 * A reusable list of options (spec 3.7). `org_guid` is the organisation that owns it, public lists
 * included; who may use it follows `visibility`.
 */
export const listDefinitions = pgTable(
  'list_definitions',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    /** The option tree: NestedOption[] as the schema defines it. */
    items: jsonb('items').notNull(),
    visibility: varchar('visibility', { length: 20 }).notNull(),
    formDefinitionGuid: uuid('form_definition_guid').references(() => formDefinitions.guid, {
      onDelete: 'cascade',
    }),
    workflowDefinitionGuid: uuid('workflow_definition_guid').references(() => workflowDefinitions.guid, {
      onDelete: 'cascade',
    }),
    specialList: varchar('special_list', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('list_definitions_org').on(t.orgGuid),
    index('list_definitions_public').on(t.visibility),
    // Spec 5.9: one PDF-code list per workflow, kept by the database even under concurrent saves.
    uniqueIndex('list_definitions_one_special_per_workflow')
      .on(t.workflowDefinitionGuid, t.specialList)
      .where(sql`${t.specialList} is not null`),
  ],
);
