import { asc, count, eq } from 'drizzle-orm';
import type {
  FormAccessRule,
  FormDefinition,
  FormElement,
  FormMetaInfo,
  FormRule,
  FormType,
  SectionRule,
} from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions, formElements, formResponses } from '../db/tables/forms.ts';

/** A stored form definition: always owned by an organisation, whose guid decides who may see it. */
export type StoredFormDefinition = FormDefinition & { orgGuid: string };

type DefinitionRow = typeof formDefinitions.$inferSelect;
type ElementRow = typeof formElements.$inferSelect;

/** The element as the API carries it: its stored document, with the columns that place it winning. */
export function elementFromRow(row: ElementRow): FormElement {
  return {
    ...(row.element as FormElement),
    guid: row.guid,
    type: row.type,
    questionCode: row.questionCode,
    parentGuid: row.parentGuid,
    formDefinitionGuid: row.formDefinitionGuid,
    isArchived: row.isArchived,
  } as FormElement;
}

function definitionFromRow(
  row: DefinitionRow,
  components: FormElement[],
  responseCount: number,
): StoredFormDefinition {
  return {
    guid: row.guid,
    name: row.name,
    orgGuid: row.orgGuid,
    formType: row.formType as FormType,
    // Forms made before a code was set still load; the designer asks for one on the next save.
    formCode: row.formCode ?? '',
    components,
    rules: row.rules as FormRule[],
    sectionRules: row.sectionRules as SectionRule[],
    formRules: row.formRules as FormAccessRule[] | null,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    formResponseCount: responseCount,
    metaInfo: row.metaInfo as FormMetaInfo,
  };
}

/** The elements of a form in display (position) order. */
export async function loadFormElements(db: Db, formGuid: string): Promise<FormElement[]> {
  const rows = await db
    .select()
    .from(formElements)
    .where(eq(formElements.formDefinitionGuid, formGuid))
    .orderBy(asc(formElements.position));
  return rows.map(elementFromRow);
}

/** How many responses the form has. */
export async function countFormResponses(db: Db, formGuid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(formResponses)
    .where(eq(formResponses.formDefinitionGuid, formGuid));
  return Number(row?.total ?? 0);
}

/** The form's stored row only (org, name, type): enough for access checks. */
export async function loadFormRow(db: Db, formGuid: string): Promise<DefinitionRow | undefined> {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.guid, formGuid));
  return row;
}

/**
 * A whole form definition: its elements assembled in position order as `components`, its rules and
 * its response count; undefined when no form has the guid.
 */
export async function loadFormDefinition(
  db: Db,
  formGuid: string,
): Promise<StoredFormDefinition | undefined> {
  const row = await loadFormRow(db, formGuid);
  if (!row) return undefined;
  const [components, responseCount] = await Promise.all([
    loadFormElements(db, formGuid),
    countFormResponses(db, formGuid),
  ]);
  return definitionFromRow(row, components, responseCount);
}
