import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsersOnInstance } from '../../src/server/db/pglite-parsers.ts';

// The app's PGlite client moves drizzle's per-query parsers onto the instance (pglite-parsers.ts). Every
// value must read exactly as drizzle reads it from a plain PGlite client: raw statements and the query
// builder, outside and inside transactions, before and after the first query that carries drizzle's parsers.

const values = sql`select '2026-11-28 10:00:00.123'::timestamp as stamp,
  '2026-11-28 10:00:00.123+02'::timestamptz as stamp_tz, '2026-11-28'::date as day, '1 day 02:03:04'::interval as span,
  array[1.50, 2]::numeric[] as amounts, array['2026-11-28 10:00'::timestamp] as stamps,
  array['2026-11-28 10:00+00'::timestamptz] as stamps_tz, array['1 day'::interval] as spans,
  array['2026-11-28'::date] as days, 12::int as count, '{"a": [1, "b"]}'::jsonb as doc, null::timestamptz as nothing`;

const events = pgTable('events', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
});

const plain = new PGlite();
const moved = new PGlite();
const plainDb = drizzle({ client: plain });
const movedDb = drizzle({ client: parsersOnInstance(moved) });

beforeAll(async () => {
  for (const client of [plain, moved])
    await client.exec(`create table events (id integer primary key, at timestamptz not null);
      insert into events values (1, '2026-11-28 10:00:00.5+00'), (2, '2026-11-28 23:59:59+05');`);
});
afterAll(async () => {
  await plain.close();
  await moved.close();
});

describe('PGlite with drizzle parsers on the instance', () => {
  it('reads every value of a raw statement as drizzle reads it from a plain client, in and out of transactions', async () => {
    const expected = await plainDb.execute(values);
    expect(typeof expected.rows[0]!.stamp_tz).toBe('string');
    expect((await movedDb.execute(values)).rows).toEqual(expected.rows);
    expect((await movedDb.transaction((tx) => tx.execute(values))).rows).toEqual(expected.rows);
    expect((await movedDb.execute(values)).rows).toEqual(expected.rows);
  });

  it('reads rows of the query builder as drizzle reads them from a plain client, in and out of transactions', async () => {
    const expected = await plainDb.select().from(events).orderBy(events.id);
    expect(expected.map((row) => typeof row.at)).toEqual(['string', 'string']);
    expect(await movedDb.select().from(events).orderBy(events.id)).toEqual(expected);
    expect(await movedDb.transaction((tx) => tx.select().from(events).orderBy(events.id))).toEqual(expected);
  });

  it('keeps a transaction all or nothing', async () => {
    await expect(
      movedDb.transaction(async (tx) => {
        await tx.insert(events).values({ id: 3, at: '2026-11-29 00:00:00+00' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await movedDb.select().from(events)).toHaveLength(2);
  });
});
