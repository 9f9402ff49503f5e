import { boolean, customType, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { jsonb } from './json-column.ts';
import { orgs } from './organisations.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A 64-bit transaction id (PostgreSQL's xid8), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * A kind of workflow (spec forms-and-workflows 3.5). The ordered lists (statuses, time frames, listing
 * columns, change events, checklists) are read and written whole with the definition, so they are jsonb.
 * Its forms are form_definitions rows pointing back through workflow_definition_guid.
 */
export const workflowDefinitions = pgTable(
  'workflow_definitions',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    entityDefinitionGuid: uuid('entity_definition_guid'),
    statusList: jsonb('status_list').notNull(),
    timeFrames: jsonb('time_frames').notNull().default([]),
    questionsToShow: jsonb('questions_to_show').notNull().default([]),
    statusChangeActionsList: jsonb('status_change_actions_list').notNull().default([]),
    checklistsInWorkflowDefinitions: jsonb('checklists_in_workflow_definitions').notNull().default([]),
    groupsWithAllAccess: uuid('groups_with_all_access').array().notNull().default([]),
    onlyShowItemsThatNeedAttention: boolean('only_show_items_that_need_attention').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_definitions_org').on(t.orgGuid)],
);

/**
 * One workflow. A definition with instances cannot be deleted (restrict), which is why archiving exists.
 * The list index serves GetWorkflowDtos: one definition of one organisation, not archived, newest first.
 * list_answers holds, per question of the definition's list columns, the latest answer across the
 * workflow's responses (outside repeater rows, not stored hidden), keyed by element guid. Database
 * triggers keep it (migration 0007): every change of an answer, of a response and of the list columns.
 * list_entry is the workflow's row of GetWorkflowDtos as JSON text, with every list column's answer, and
 * list_mentions the guids its entity and security group columns' answers name (space-separated); database
 * triggers rebuild both on every change of the workflow, of its entity's name and of the list columns
 * (migration 0009). list_xid is the transaction that last wrote the row, so a reader that keeps a list can
 * ask only for rows written since it last read (migration 0010, workflows/workflow-list-cache.ts).
 */
export const workflowInstances = pgTable(
  'workflow_instances',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    workflowDefinitionGuid: uuid('workflow_definition_guid')
      .notNull()
      .references(() => workflowDefinitions.guid, { onDelete: 'restrict' }),
    name: varchar('name', { length: 250 }).notNull(),
    status: varchar('status', { length: 100 }).notNull(),
    entityGuid: uuid('entity_guid'),
    createdByLoginAccountGuid: uuid('created_by_login_account_guid'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    listAnswers: jsonb('list_answers').notNull().default({}),
    listEntry: text('list_entry').notNull().default(''),
    listMentions: text('list_mentions').notNull().default(''),
    listXid: xid8('list_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workflow_instances_list').on(
      t.orgGuid,
      t.workflowDefinitionGuid,
      t.archivedAt,
      t.updatedAt.desc(),
    ),
    index('workflow_instances_entity').on(t.entityGuid),
    index('workflow_instances_list_xid').on(t.workflowDefinitionGuid, t.listXid),
  ],
);

/**
 * Events recorded by CreateWorkflowEventTrigger (name stamp and button actions). What an event sends
 * comes with the e-mail templates; the record says which event was asked for, by whom and when.
 */
export const workflowEventTriggers = pgTable(
  'workflow_event_triggers',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    workflowGuid: uuid('workflow_guid')
      .notNull()
      .references(() => workflowInstances.guid, { onDelete: 'cascade' }),
    eventCode: varchar('event_code', { length: 200 }).notNull(),
    triggeredByLoginAccountGuid: uuid('triggered_by_login_account_guid'),
    createdAt: createdAt(),
  },
  (t) => [index('workflow_event_triggers_workflow').on(t.workflowGuid)],
);
