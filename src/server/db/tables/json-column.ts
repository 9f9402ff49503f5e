import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column that hands values back exactly as stored. Both drivers (PGlite and node-postgres)
 * already parse jsonb; drizzle's own jsonb column parses a string result a second time, so the stored
 * string "123" came back as the number 123 and "null" as null. Values are written as their JSON text.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
