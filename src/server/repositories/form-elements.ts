import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FormElement, FormRule, SectionRule } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions, formElements } from '../db/tables/forms.ts';
import { deleteAnswersOf, elementRow, inTransaction } from './form-definition-store.ts';
import { elementFromRow } from './form-definitions.ts';
import { placeBlock, subtreeOf, type Placed } from './element-order.ts';

async function loadRows(tx: Db, formGuid: string) {
  return tx
    .select()
    .from(formElements)
    .where(eq(formElements.formDefinitionGuid, formGuid))
    .orderBy(asc(formElements.position));
}

/** Writes positions 0..n-1 for the order, touching only stored rows whose position changed. */
async function renumber(
  tx: Db,
  formGuid: string,
  order: readonly Placed[],
  positions: Map<string, number>,
): Promise<void> {
  for (const [index, element] of order.entries()) {
    if (!positions.has(element.guid) || positions.get(element.guid) === index) continue;
    await tx
      .update(formElements)
      .set({ position: index })
      .where(and(eq(formElements.guid, element.guid), eq(formElements.formDefinitionGuid, formGuid)));
  }
}

const touchForm = (tx: Db, formGuid: string) =>
  tx.update(formDefinitions).set({ updatedAt: new Date() }).where(eq(formDefinitions.guid, formGuid));

/** Adds an element at the end of its parent's subtree (a Section at the end of the form). */
export async function insertFormElement(
  db: Db,
  formGuid: string,
  element: FormElement,
): Promise<FormElement> {
  return inTransaction(db, async (tx) => {
    const rows = await loadRows(tx, formGuid);
    const placed = { guid: element.guid, parentGuid: element.parentGuid ?? null };
    const order = placeBlock(rows, [placed], placed.parentGuid);
    const index = order.findIndex((entry) => entry.guid === element.guid);
    await renumber(tx, formGuid, order, new Map(rows.map((row) => [row.guid, row.position])));
    const [row] = await tx
      .insert(formElements)
      .values(elementRow(element, formGuid, index))
      .returning();
    await touchForm(tx, formGuid);
    return elementFromRow(row!);
  });
}

/** Replaces an element's document; one moved to another parent goes, with its subtree, to the end of the new parent. */
export async function replaceFormElement(
  db: Db,
  formGuid: string,
  element: FormElement,
): Promise<FormElement> {
  return inTransaction(db, async (tx) => {
    const rows = await loadRows(tx, formGuid);
    const before = rows.find((row) => row.guid === element.guid)!;
    const parentGuid = element.parentGuid ?? null;
    let position = before.position;
    if (before.parentGuid !== parentGuid) {
      const members = subtreeOf(rows, element.guid);
      const order = placeBlock(
        rows,
        rows.filter((row) => members.has(row.guid)),
        parentGuid,
      );
      await renumber(tx, formGuid, order, new Map(rows.map((row) => [row.guid, row.position])));
      position = order.findIndex((entry) => entry.guid === element.guid);
    }
    const [row] = await tx
      .update(formElements)
      .set(elementRow(element, formGuid, position))
      .where(eq(formElements.guid, element.guid))
      .returning();
    await touchForm(tx, formGuid);
    return elementFromRow(row!);
  });
}

/**
 * Deletes an element with everything inside it, their answers in every response, and the rules that
 * name any of them (as target or in a condition) or the section rules of a deleted section.
 */
export async function deleteFormElementTree(
  db: Db,
  formGuid: string,
  elementGuid: string,
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const rows = await loadRows(tx, formGuid);
    const doomed = subtreeOf(rows, elementGuid);
    const codes = new Set(rows.filter((row) => doomed.has(row.guid)).map((row) => row.questionCode));
    const guids = [...doomed];
    await deleteAnswersOf(tx, formGuid, guids);
    await tx
      .delete(formElements)
      .where(and(eq(formElements.formDefinitionGuid, formGuid), inArray(formElements.guid, guids)));
    const [form] = await tx.select().from(formDefinitions).where(eq(formDefinitions.guid, formGuid));
    const names = (guid?: string | null, code?: string | null) =>
      (guid && doomed.has(guid)) || (!guid && !!code && codes.has(code));
    const rules = (form!.rules as FormRule[]).filter(
      (rule) =>
        !names(rule.elementGuid, rule.elementQuestionCode) &&
        !rule.conditions.some((condition) => names(condition.questionGuid, condition.questionCode)),
    );
    const sectionRules = (form!.sectionRules as SectionRule[]).filter(
      (rule) => !doomed.has(rule.sectionGuid),
    );
    await tx
      .update(formDefinitions)
      .set({ rules, sectionRules, updatedAt: new Date() })
      .where(eq(formDefinitions.guid, formGuid));
    return guids;
  });
}
