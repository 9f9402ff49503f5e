import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from './json-column.ts';
import { loginAccounts } from './organisations.ts';

/**
 * What a person chose to hide from themselves with 'Remove Roles or Groups' (a testing aid). Their real
 * roles stay untouched; caller resolution subtracts this mask, and Refresh Settings deletes the row.
 * It lives in the database so every app server sees the same mask.
 */
export const sessionRoleMasks = pgTable('session_role_masks', {
  loginAccountGuid: uuid('login_account_guid')
    .primaryKey()
    .references(() => loginAccounts.guid, { onDelete: 'cascade' }),
  /** `{ superAdmin: boolean, orgs: { [orgGuid]: { roles: Role[], groupGuids: string[] } } }` */
  mask: jsonb('mask').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
