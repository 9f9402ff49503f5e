import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The server's maintenance state (platform 4 and 8): one row. Every instance reads it at start and hears
 * changes through NOTIFY, so the flag holds across instances and restarts.
 */
export const siteStatus = pgTable('site_status', {
  id: integer('id').primaryKey().default(1),
  offline: boolean('offline').notNull().default(false),
  message: text('message').notNull().default(''),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Real-time messages too big for a NOTIFY payload (8000 bytes): the message is kept here and the
 * notification carries its id. Rows older than a minute are removed as new ones arrive.
 */
export const realtimeSpill = pgTable('realtime_spill', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  message: jsonb('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
