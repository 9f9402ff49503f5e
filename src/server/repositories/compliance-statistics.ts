import { count, eq } from 'drizzle-orm';
import type { ComplianceStatistics, ItemStatus } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { itemDefinitions } from '../db/tables/entities.ts';

/**
 * Which dashboard counter an item status adds to. 'InUse' means the item is attached to a checklist
 * or workflow and therefore live, so the dashboard counts it as active (docs/api-decisions.md).
 */
const counterOf: Record<ItemStatus, keyof ComplianceStatistics> = {
  Active: 'activeItems',
  InUse: 'activeItems',
  Inactive: 'inactiveItems',
  Unused: 'unusedItems',
  Archived: 'archivedItems',
};

/** Counts the organisation's compliance item definitions per dashboard counter. */
export async function loadComplianceStatistics(db: Db, orgGuid: string): Promise<ComplianceStatistics> {
  const rows = await db
    .select({ status: itemDefinitions.status, total: count() })
    .from(itemDefinitions)
    .where(eq(itemDefinitions.orgGuid, orgGuid))
    .groupBy(itemDefinitions.status);
  const statistics: ComplianceStatistics = {
    activeItems: 0,
    inactiveItems: 0,
    unusedItems: 0,
    archivedItems: 0,
  };
  for (const row of rows) {
    const counter = counterOf[row.status as ItemStatus] as keyof ComplianceStatistics | undefined;
    if (counter) statistics[counter] += Number(row.total);
  }
  return statistics;
}
