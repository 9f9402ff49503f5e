import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { siteStatus } from '../db/tables/realtime.ts';
import type { SiteStatus } from '../../shared/generated/types.gen.ts';

const CHANNEL = 'site_status';

/**
 * The maintenance flag of platform 4 and 8, the same on every instance: stored in one row, read at start,
 * and re-read by every instance when one of them changes it (a NOTIFY on its own channel).
 */
export class SiteStatusFlag {
  private state: SiteStatus = { offline: false, message: '' };
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly app: FastifyInstance) {}

  get current(): SiteStatus {
    return this.state;
  }

  async start(): Promise<void> {
    this.stopListening = await this.app.database.listen(CHANNEL, () => {
      void this.reload().catch((error: unknown) =>
        this.app.log.error({ err: error }, 'The site status could not be read'),
      );
    });
    await this.reload();
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  async set(offline: boolean, message: string, updatedBy: string): Promise<void> {
    const values = { offline, message, updatedBy, updatedAt: new Date() };
    await this.app.database.db
      .insert(siteStatus)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteStatus.id, set: values });
    this.state = { offline, message };
    await this.app.database.notify(CHANNEL, '');
  }

  private async reload(): Promise<void> {
    const [row] = await this.app.database.db.select().from(siteStatus).where(eq(siteStatus.id, 1));
    this.state = { offline: row?.offline ?? false, message: row?.message ?? '' };
  }
}
