import { eq } from 'drizzle-orm';
import type { SectionRule } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import { inTransaction } from './form-definition-store.ts';

/** The section access rules of a form. */
export async function loadSectionRules(db: Db, formGuid: string): Promise<SectionRule[]> {
  const [row] = await db
    .select({ sectionRules: formDefinitions.sectionRules })
    .from(formDefinitions)
    .where(eq(formDefinitions.guid, formGuid));
  return (row?.sectionRules ?? []) as SectionRule[];
}

/** Removes one section rule; undefined when the form has no rule with that guid, else the remaining rules. */
export async function deleteSectionRule(
  db: Db,
  formGuid: string,
  ruleGuid: string,
): Promise<SectionRule[] | undefined> {
  return inTransaction(db, async (tx) => {
    const rules = await loadSectionRules(tx, formGuid);
    const remaining = rules.filter((rule) => rule.guid.toLowerCase() !== ruleGuid.toLowerCase());
    if (remaining.length === rules.length) return undefined;
    await tx
      .update(formDefinitions)
      .set({ sectionRules: remaining, updatedAt: new Date() })
      .where(eq(formDefinitions.guid, formGuid));
    return remaining;
  });
}
