import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { realtimeSpill } from '../db/tables/realtime.ts';

const CHANNEL = 'realtime';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room for the envelope.
const MAX_NOTIFY_BYTES = 7_500;

interface Envelope {
  /** The instance that published: it has delivered locally already and ignores its own. */
  from: string;
  message?: unknown;
  /** A message too big for NOTIFY, kept in realtime_spill under this id. */
  spill?: number;
}

/**
 * Messages between the app instances on one database, over LISTEN/NOTIFY. A message that does not fit a
 * notification is written to a table and the notification names its row.
 */
export class RealtimeBus<Message> {
  readonly instanceId = crypto.randomUUID();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly onMessage: (message: Message, from: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(CHANNEL, (payload) => {
      void this.receive(payload).catch(this.onError);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  async publish(message: Message): Promise<void> {
    const payload = JSON.stringify({ from: this.instanceId, message } satisfies Envelope);
    if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) {
      await this.database.notify(CHANNEL, payload);
      return;
    }
    const db = this.database.db;
    const [row] = await db.insert(realtimeSpill).values({ message }).returning({ id: realtimeSpill.id });
    await this.database.notify(
      CHANNEL,
      JSON.stringify({ from: this.instanceId, spill: row!.id } satisfies Envelope),
    );
    // Every instance has read a message within a minute of its notification.
    await db.delete(realtimeSpill).where(lt(realtimeSpill.createdAt, sql`now() - interval '1 minute'`));
  }

  private async receive(payload: string): Promise<void> {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.from === this.instanceId) return;
    if (envelope.spill === undefined) {
      this.onMessage(envelope.message as Message, envelope.from);
      return;
    }
    const [row] = await this.database.db
      .select({ message: realtimeSpill.message })
      .from(realtimeSpill)
      .where(eq(realtimeSpill.id, envelope.spill));
    if (row) this.onMessage(row.message as Message, envelope.from);
  }
}
