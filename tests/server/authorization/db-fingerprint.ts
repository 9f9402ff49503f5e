import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/database.ts';

// Tables the identity provider writes on its own schedule (sessions, grants, key material).
const VOLATILE = new Set(['oidc_payloads', 'server_secrets']);

/**
 * A fingerprint of every application table: row count and a hash of the rows. Comparing two tells
 * that a refused call changed nothing anywhere, whatever the route touches.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((row) => row.table_name).filter((name) => !VOLATILE.has(name));
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as hash from "${name}" x`,
    )
    .join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: { name: string; hash: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
