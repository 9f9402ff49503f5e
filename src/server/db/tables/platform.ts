import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { jsonb } from './json-column.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Every stored file (logos, uploads, PDFs); files live in the database so app servers stay stateless. */
export const files = pgTable(
  'files',
  {
    guid: uuid('guid').primaryKey().defaultRandom(),
    orgGuid: uuid('org_guid'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 150 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail'),
    createdByLoginAccountGuid: uuid('created_by_login_account_guid'),
    /**
     * What the file belongs to: 'OrgLogo' (the organisation's logo upload) or 'Answer' (a file upload
     * answer, named by the three owner columns). Reads and deletes check it; null for files of neither.
     */
    ownerKind: varchar('owner_kind', { length: 20 }),
    ownerResponseGuid: uuid('owner_response_guid'),
    ownerElementGuid: uuid('owner_element_guid'),
    ownerRowGuid: uuid('owner_row_guid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_org').on(t.orgGuid), index('files_owner_response').on(t.ownerResponseGuid)],
);

/** Messages waiting for SMTP, or kept here for super admins to read when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  guid: uuid('guid').primaryKey().defaultRandom(),
  toAddress: varchar('to_address', { length: 320 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

/** Embedded identity provider: people who can sign in with a password. */
export const identityUsers = pgTable('identity_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 320 }).notNull().unique(),
  name: varchar('name', { length: 250 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: varchar('token_hash', { length: 128 }).primaryKey(),
  identityUserId: uuid('identity_user_id')
    .notNull()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** oidc-provider's storage (sessions, grants, codes, tokens), persisted so a restart logs nobody out. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: varchar('model', { length: 50 }).notNull(),
    id: varchar('id', { length: 255 }).notNull(),
    payload: jsonb('payload').notNull(),
    grantId: varchar('grant_id', { length: 255 }),
    userCode: varchar('user_code', { length: 255 }),
    uid: varchar('uid', { length: 255 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
  ],
);

/** Secrets the server generates once and must keep: signing keys, cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
