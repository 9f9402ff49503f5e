import crypto from 'node:crypto';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { FormDefinition, FormElement, FormType } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { answers, formDefinitions, formElements, formResponses } from '../db/tables/forms.ts';
import { elementGuidMap, remapRules } from './form-guid-remap.ts';
import { sectionType } from '../../shared/elements/element-lookup.ts';

/** Runs `work` in one transaction, with the transaction typed as the database. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

/** The stored element document: the runtime-only repeaterGuid never reaches the database. */
export function elementRow(element: FormElement, formGuid: string, position: number) {
  const { repeaterGuid: _runtimeOnly, ...stored } = element as FormElement & { repeaterGuid?: unknown };
  return {
    guid: element.guid,
    formDefinitionGuid: formGuid,
    position,
    type: element.type,
    questionCode: element.questionCode,
    parentGuid: element.parentGuid ?? null,
    isArchived: element.isArchived ?? false,
    element: { ...stored, formDefinitionGuid: formGuid, parentGuid: element.parentGuid ?? null },
    updatedAt: new Date(),
  };
}

/**
 * Creates or replaces a whole form in one transaction: its fields, its rules and all its elements
 * (in the order given). Elements no longer in the form lose their answers too, as when deleted one by one.
 */
export async function saveFormDefinition(
  db: Db,
  input: { guid: string; orgGuid: string; form: FormDefinition },
): Promise<void> {
  const { guid, orgGuid, form } = input;
  await inTransaction(db, async (tx) => {
    const ids = await elementGuidMap(tx, guid, form.components);
    const components = form.components.map((element) => ({
      ...element,
      guid: ids.get(element.guid)!,
      parentGuid: element.parentGuid ? (ids.get(element.parentGuid) ?? element.parentGuid) : null,
    })) as FormElement[];
    const fields = {
      name: form.name.trim(),
      formType: form.formType,
      formCode: form.formCode,
      ...remapRules(form, guid, ids),
      metaInfo: form.metaInfo ?? {},
      sortOrder: form.sortOrder ?? 0,
      updatedAt: new Date(),
    };
    await tx
      .insert(formDefinitions)
      .values({ guid, orgGuid, ...fields })
      .onConflictDoUpdate({ target: formDefinitions.guid, set: fields });
    const before = await tx
      .select({ guid: formElements.guid })
      .from(formElements)
      .where(eq(formElements.formDefinitionGuid, guid));
    const kept = new Set(components.map((element) => element.guid));
    const removed = before.map((row) => row.guid).filter((id) => !kept.has(id));
    if (removed.length) await deleteAnswersOf(tx, guid, removed);
    await tx.delete(formElements).where(eq(formElements.formDefinitionGuid, guid));
    if (components.length)
      await tx
        .insert(formElements)
        .values(components.map((element, index) => elementRow(element, guid, index)));
  });
}

/**
 * Deletes the answers to the given elements in every response of the form. The responses holding such
 * answers are locked first, in one order: removing an answer sets its response's answers version (migration
 * 0018), and a save holds its response before it writes an answer, so taking the answers first could
 * deadlock with a save of the same answer.
 */
export async function deleteAnswersOf(tx: Db, formGuid: string, elementGuids: string[]): Promise<void> {
  const answered = tx
    .select({ one: sql`1` })
    .from(answers)
    .where(
      and(eq(answers.formResponseGuid, formResponses.guid), inArray(answers.formElementGuid, elementGuids)),
    );
  const locked = await tx
    .select({ guid: formResponses.guid })
    .from(formResponses)
    .where(and(eq(formResponses.formDefinitionGuid, formGuid), exists(answered)))
    .orderBy(formResponses.guid)
    .for('update');
  if (locked.length === 0) return;
  await tx.delete(answers).where(
    and(
      inArray(
        answers.formResponseGuid,
        locked.map((row) => row.guid),
      ),
      inArray(answers.formElementGuid, elementGuids),
    ),
  );
}

/** A new form holding one empty Section, so questions have somewhere to go. Returns its guid. */
export async function createEmptyForm(
  db: Db,
  values: {
    orgGuid: string;
    name: string;
    formType: FormType;
    formCode: string;
    workflowDefinitionGuid?: string;
    sortOrder?: number;
  },
): Promise<string> {
  return inTransaction(db, async (tx) => {
    const [form] = await tx
      .insert(formDefinitions)
      .values({ ...values, formRules: [] })
      .returning({ guid: formDefinitions.guid });
    const section = {
      guid: crypto.randomUUID(),
      type: sectionType(),
      label: 'Section 1',
      questionCode: 'Section1',
      parentGuid: null,
      properties: {},
    } as FormElement;
    await tx.insert(formElements).values(elementRow(section, form!.guid, 0));
    return form!.guid;
  });
}

/** Deletes a form; its elements, responses and their answers go with it (foreign key cascades). */
export async function deleteFormDefinition(db: Db, formGuid: string): Promise<void> {
  await db.delete(formDefinitions).where(eq(formDefinitions.guid, formGuid));
}
