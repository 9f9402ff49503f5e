import type pg from 'pg';

interface Pending {
  channel: string;
  payload: string;
  done: (error?: unknown) => void;
}

/**
 * The leading notifications up to the first that repeats one of them, removed from `pending`: PostgreSQL
 * delivers a channel's identical payloads of one transaction only once, and each must be delivered.
 */
function takeDistinct(pending: Pending[]): Pending[] {
  const seen = new Set<string>();
  let count = 0;
  for (const item of pending) {
    const key = `${item.channel}\n${item.payload}`;
    if (seen.has(key)) break;
    seen.add(key);
    count += 1;
  }
  return pending.splice(0, count);
}

/**
 * NOTIFY through the pool, in batches: while one statement is on its way, the notifications asked for
 * meanwhile wait and then go out together in the next one, in the order they were asked for. Under load
 * (every save announces itself) that is one statement for many notifications instead of one each; alone,
 * a notification goes out at once. Each resolves once its statement has run (NOTIFY outside a
 * transaction is delivered then).
 */
export function batchedNotify(pool: pg.Pool): (channel: string, payload: string) => Promise<void> {
  const pending: Pending[] = [];
  let sending = false;
  const send = async () => {
    while (pending.length > 0) {
      const batch = takeDistinct(pending);
      try {
        await pool.query(
          'select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as t(channel, payload)',
          [batch.map((item) => item.channel), batch.map((item) => item.payload)],
        );
        for (const item of batch) item.done();
      } catch (error) {
        for (const item of batch) item.done(error);
      }
    }
    sending = false;
  };
  return (channel, payload) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ channel, payload, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!sending) {
        sending = true;
        void send();
      }
    });
}
