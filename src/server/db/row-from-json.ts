import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row as drizzle selects it, from the row's JSON (row_to_json / json_agg): the columns under
 * their property names, timestamps as Dates. JSON columns arrive already parsed and other values as they
 * are. A statement that returns rows as JSON reads the same on node-postgres and PGlite.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return row as InferSelectModel<T>;
}
