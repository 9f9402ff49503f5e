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

type ElementRow = Awaited<ReturnType<typeof loadRows>>[number];

/**
 * Puts the block at the end of the parent's subtree, writes positions 0..n-1 to the stored rows whose
 * position changed, and returns where the element now stands.
 */
async function placeAndRenumber(
  tx: Db,
  formGuid: string,
  rows: readonly ElementRow[],
  block: readonly Placed[],
  parentGuid: string | null,
  elementGuid: string,
): Promise<number> {
  const order = placeBlock(rows, block, parentGuid);
  const positions = new Map(rows.map((row) => [row.guid, row.position]));
  for (const [index, element] of order.entries()) {
    if (!positions.has(element.guid) || positions.get(element.guid) === index) continue;
    await tx
      .update(formElements)
      .set({ position: index })
      .where(and(eq(formElements.guid, element.guid), eq(formElements.formDefinitionGuid, formGuid)));
  }
  return order.findIndex((entry) => entry.guid === elementGuid);
}

/** Marks the form changed (its list shows when it was last edited) and returns the written element. */
async function afterElementWrite(tx: Db, formGuid: string, written: ElementRow[]): Promise<FormElement> {
  await tx.update(formDefinitions).set({ updatedAt: new Date() }).where(eq(formDefinitions.guid, formGuid));
  return elementFromRow(written[0]!);
}

/** Adds an element at the end of its parent's subtree (a Section at the end of the form). */
export async function insertFormElement(
  db: Db,
  formGuid: string,
  element: FormElement,
): Promise<FormElement> {
  return inTransaction(db, async (tx) => {
    const rows = await loadRows(tx, formGuid);
    const placed = { guid: element.guid, parentGuid: element.parentGuid ?? null };
    const index = await placeAndRenumber(tx, formGuid, rows, [placed], placed.parentGuid, element.guid);
    const written = await tx
      .insert(formElements)
      .values(elementRow(element, formGuid, index))
      .returning();
    return afterElementWrite(tx, formGuid, written);
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
      const block = rows.filter((row) => members.has(row.guid));
      position = await placeAndRenumber(tx, formGuid, rows, block, parentGuid, element.guid);
    }
    const written = await tx
      .update(formElements)
      .set(elementRow(element, formGuid, position))
      .where(eq(formElements.guid, element.guid))
      .returning();
    return afterElementWrite(tx, formGuid, written);
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
