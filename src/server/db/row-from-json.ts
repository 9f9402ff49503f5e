import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

interface ColumnRead {
  key: string;
  name: string;
  timestamp: boolean;
}

// A table's columns as rows are read from JSON, worked out once per table: a save reads every answer of
// its response this way, and listing a table's columns for each row was a visible share of its CPU.
const columnReads = new WeakMap<Table, readonly ColumnRead[]>();

function columnReadsOf(table: Table): readonly ColumnRead[] {
  let reads = columnReads.get(table);
  if (!reads) {
    reads = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      timestamp: column.columnType === 'PgTimestamp',
    }));
    columnReads.set(table, reads);
  }
  return reads;
}

/**
 * A table's row as drizzle selects it, from the row's JSON (row_to_json / json_agg): the columns under
 * their property names, timestamps as Dates. JSON columns arrive already parsed and other values as they
 * are. A statement that returns rows as JSON reads the same on node-postgres and PGlite.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const { key, name, timestamp } of columnReadsOf(table)) {
    const value = json[name];
    row[key] = timestamp && typeof value === 'string' ? new Date(value) : value;
  }
  return row as InferSelectModel<T>;
}
