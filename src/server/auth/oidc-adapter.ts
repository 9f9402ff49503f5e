import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { oidcPayloads } from '../db/tables/platform.ts';

// The models whose rows belong to a grant and die with it (the same set oidc-provider's memory adapter uses).
const grantable = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
];

const cleanupEveryMs = 10 * 60 * 1000;

/**
 * oidc-provider's storage in the oidc_payloads table: one row per model and id, expiry and
 * consumption in their own columns, lookups by session uid, user code and grant.
 */
export function createOidcAdapterFactory(db: Db): (model: string) => Adapter {
  let lastCleanup = 0;

  // Expired rows are harmless (find ignores them) but would pile up; drop them now and then.
  async function cleanupNowAndThen() {
    if (Date.now() - lastCleanup < cleanupEveryMs) return;
    lastCleanup = Date.now();
    await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
  }

  const toPayload = (row: typeof oidcPayloads.$inferSelect | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return (model: string): Adapter => {
    const byId = (id: string) => and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id));
    const first = async (where: ReturnType<typeof and>) =>
      toPayload((await db.select().from(oidcPayloads).where(where).limit(1))[0]);

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: grantable.includes(model) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
          // A saved payload replaces the old one entirely, as in oidc-provider's own adapter.
          consumedAt: null,
        };
        await db
          .insert(oidcPayloads)
          .values({ model, id, ...values })
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
        await cleanupNowAndThen();
      },
      find: (id) => first(byId(id)),
      findByUid: (uid) => first(and(eq(oidcPayloads.model, model), eq(oidcPayloads.uid, uid))),
      findByUserCode: (userCode) =>
        first(and(eq(oidcPayloads.model, model), eq(oidcPayloads.userCode, userCode))),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
          .where(byId(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(byId(id));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.grantId, grantId), inArray(oidcPayloads.model, grantable)));
      },
    };
  };
}
