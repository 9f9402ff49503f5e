import pg from 'pg';

// The database's own rate for what one save must write: in one transaction, the answer upserted and a
// history row appended, from as many concurrent clients as the save benchmark uses, over a pool as large
// as the app's. Half of it is the app's budget. Like a window of saves, it is timed after a warm-up, with
// its connections already open.
//
// The app's triggers are off in its sessions (session_replication_role = replica, which needs a superuser,
// as the benchmark's database user is): the yardstick is the two rows alone, so it does not move when the
// app's schema makes an answer's write cost more. With them on, migration 0018's trigger made it about a
// tenth slower, and the share kinder by as much (bench/README.md, "A tenth machine").

const POOL_SIZE = 10;
const WARMUP_MS = 1000;

export async function rawSaveRate(
  url: string,
  schemaName: string,
  targets: { responseGuid: string; elementGuids: string[] }[],
  clients: number,
  seconds: number,
): Promise<number> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    options: `-c search_path=${schemaName} -c session_replication_role=replica`,
  });
  const row = '00000000-0000-0000-0000-000000000000';
  const opened = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
  for (const client of opened) client.release();
  let done = 0;
  const started = Date.now() + WARMUP_MS;
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const target = targets[index % targets.length]!;
      let n = 0;
      while (Date.now() < until) {
        const element = target.elementGuids[n++ % target.elementGuids.length]!;
        const value = JSON.stringify(`raw ${n}`);
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(
            `insert into answers (form_response_guid, form_element_guid, repeatable_group_guid, answer_value, updated_at)
             values ($1, $2, $3, $4, now())
             on conflict (form_response_guid, form_element_guid, repeatable_group_guid)
             do update set answer_value = excluded.answer_value, updated_at = now()`,
            [target.responseGuid, element, row, value],
          );
          await client.query(
            `insert into answer_history (form_response_guid, form_element_guid, repeatable_group_guid, new_value, changed_at)
             values ($1, $2, $3, $4, now())`,
            [target.responseGuid, element, row, value],
          );
          await client.query('commit');
          if (Date.now() >= started) done += 1;
        } finally {
          client.release();
        }
      }
    }),
  );
  await pool.end();
  return (done / (Date.now() - started)) * 1000;
}
