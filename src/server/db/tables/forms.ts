import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonb } from './json-column.ts';
import { orgs } from './organisations.ts';
import { workflowInstances } from './workflows.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A form definition; its elements live in form_elements so they can be edited one at a time. */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }).notNull(),
    formType: varchar('form_type', { length: 40 }).notNull(),
    formCode: varchar('form_code', { length: 100 }),
    /** The workflow definition a main (StandaloneForm) or step (InlineForm) form belongs to. */
    workflowDefinitionGuid: uuid('workflow_definition_guid'),
    rules: jsonb('rules').notNull().default([]),
    sectionRules: jsonb('section_rules').notNull().default([]),
    /** null means unknown (spec 3.1). */
    formRules: jsonb('form_rules'),
    metaInfo: jsonb('meta_info').notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Raised by database triggers on every change of the form or of any of its elements, whoever makes it,
     * so a compiled form cached by (guid, version) can never be stale.
     */
    definitionVersion: bigint('definition_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('form_definitions_org').on(t.orgGuid),
    index('form_definitions_workflow').on(t.workflowDefinitionGuid),
  ],
);

/** One element (question) of a form: the element document as the schema defines it, plus its place. */
export const formElements = pgTable(
  'form_elements',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    formDefinitionGuid: uuid('form_definition_guid')
      .notNull()
      .references(() => formDefinitions.guid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    questionCode: varchar('question_code', { length: 200 }).notNull(),
    parentGuid: uuid('parent_guid'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The whole element (label, properties, events…) as validated against its element schema. */
    element: jsonb('element').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('form_elements_form').on(t.formDefinitionGuid, t.position)],
);

export const formResponses = pgTable(
  'form_responses',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    formDefinitionGuid: uuid('form_definition_guid')
      .notNull()
      .references(() => formDefinitions.guid, { onDelete: 'cascade' }),
    orgGuid: uuid('org_guid')
      .notNull()
      .references(() => orgs.guid, { onDelete: 'cascade' }),
    userGuid: uuid('user_guid'),
    createdByUserGuid: uuid('created_by_user_guid'),
    /** The workflow instance the response belongs to; its responses go with it. */
    workflowGuid: uuid('workflow_guid').references(() => workflowInstances.guid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 250 }),
    status: varchar('status', { length: 30 }).notNull().default('New'),
    /**
     * Raised by a database trigger whenever one of the response's answers is inserted, changed or removed,
     * by whatever writes it: equal versions mean equal answers, so a save may use the answers it already
     * holds (src/server/answers/committed-answers.ts).
     */
    answersVersion: bigint('answers_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('form_responses_form').on(t.formDefinitionGuid),
    index('form_responses_org').on(t.orgGuid),
    index('form_responses_workflow').on(t.workflowGuid),
  ],
);

/** The current answer of one element in one repeater row (the empty guid outside repeaters). */
export const answers = pgTable(
  'answers',
  {
    formResponseGuid: uuid('form_response_guid')
      .notNull()
      .references(() => formResponses.guid, { onDelete: 'cascade' }),
    formElementGuid: uuid('form_element_guid').notNull(),
    repeatableGroupGuid: uuid('repeatable_group_guid').notNull(),
    /** JSON text of the value, as the API carries it. */
    answerValue: jsonb('answer_value').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    updatedByLoginAccountGuid: uuid('updated_by_login_account_guid'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.formResponseGuid, t.formElementGuid, t.repeatableGroupGuid] })],
);

/**
 * Every change of every answer: who, when, the old and the new value. Append-only: a trigger in the
 * migration refuses updates and deletes, so not even the application can rewrite it.
 */
export const answerHistory = pgTable(
  'answer_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formResponseGuid: uuid('form_response_guid').notNull(),
    formElementGuid: uuid('form_element_guid').notNull(),
    repeatableGroupGuid: uuid('repeatable_group_guid').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    changedByLoginAccountGuid: uuid('changed_by_login_account_guid'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answer_history_response').on(t.formResponseGuid, t.formElementGuid)],
);
