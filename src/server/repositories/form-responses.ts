import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Answer, FormResponse, FormResponseStatus, FormType } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { answers, formDefinitions, formResponses } from '../db/tables/forms.ts';
import { rowFromJson } from '../db/row-from-json.ts';

/** A stored response without its answers: always owned by an organisation. */
export type StoredFormResponse = Omit<FormResponse, 'answers'> & {
  orgGuid: string;
  /** The workflow instance the response belongs to, if any. */
  workflowGuid: string | null;
};

type ResponseRow = typeof formResponses.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** A stored response row as the access rules and handlers see it, with its form's type. */
export function responseFromRow(row: ResponseRow, formType: string | null): StoredFormResponse {
  return {
    guid: row.guid,
    formDefinitionGuid: row.formDefinitionGuid,
    orgGuid: row.orgGuid,
    userGuid: row.userGuid,
    createdByUserGuid: row.createdByUserGuid,
    workflowGuid: row.workflowGuid,
    name: row.name,
    status: row.status as FormResponseStatus,
    ...(formType ? { formType: formType as FormType } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The API form of a stored answer. The column holds the parsed value as jsonb; the API carries it as
 * JSON text (spec 3.4), so it is serialised here, once, for every reader.
 */
export function answerFromRow(row: AnswerRow): Answer & { updatedAt: string } {
  return {
    formElementGuid: row.formElementGuid,
    repeatableGroupGuid: row.repeatableGroupGuid,
    answerValue: row.answerValue === null ? null : JSON.stringify(row.answerValue),
    isHidden: row.isHidden,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A response with its organisation, form type and workflow (no answers); undefined when unknown. */
export async function loadFormResponse(
  db: Db,
  responseGuid: string,
): Promise<StoredFormResponse | undefined> {
  // Every call on a response's answers reads it (its access rule), so the text is written here rather than
  // built by the query builder each time; the row comes back as JSON, which reads the same on both drivers.
  const result = (await db.execute(sql`
    select row_to_json(r) as response, d.form_type as "formType"
    from form_responses r join form_definitions d on d.guid = r.form_definition_guid
    where r.guid = ${responseGuid}`)) as unknown as {
    rows: { response: Record<string, unknown>; formType: string }[];
  };
  const found = result.rows[0];
  return found && responseFromRow(rowFromJson(formResponses, found.response), found.formType);
}

/** Every current answer of a response, as the API carries them (answerValue as JSON text). */
export async function loadResponseAnswers(
  db: Db,
  responseGuid: string,
): Promise<(Answer & { updatedAt: string })[]> {
  const rows = await db
    .select()
    .from(answers)
    .where(eq(answers.formResponseGuid, responseGuid))
    .orderBy(asc(answers.formElementGuid), asc(answers.repeatableGroupGuid));
  return rows.map(answerFromRow);
}

/** The responses of a form for the responses table, most recently changed first. */
export async function listFormResponses(db: Db, formGuid: string): Promise<StoredFormResponse[]> {
  const rows = await db
    .select({ response: formResponses, formType: formDefinitions.formType })
    .from(formResponses)
    .innerJoin(formDefinitions, eq(formDefinitions.guid, formResponses.formDefinitionGuid))
    .where(eq(formResponses.formDefinitionGuid, formGuid))
    .orderBy(desc(formResponses.updatedAt), asc(formResponses.guid));
  return rows.map((row) => responseFromRow(row.response, row.formType));
}

/** Creates a response in status New (or the status given) and returns it. */
export async function createFormResponse(
  db: Db,
  values: {
    formDefinitionGuid: string;
    orgGuid: string;
    userGuid: string;
    createdByUserGuid: string;
    name?: string | null;
    status?: FormResponseStatus;
    workflowGuid?: string | null;
  },
): Promise<StoredFormResponse> {
  const [row] = await db
    .insert(formResponses)
    .values({ ...values, name: values.name ?? null, status: values.status ?? 'New' })
    .returning();
  return (await loadFormResponse(db, row!.guid))!;
}

/** Deletes a response; its answers go with it (foreign key cascade). The append-only history stays. */
export async function deleteFormResponse(db: Db, responseGuid: string): Promise<boolean> {
  const deleted = await db
    .delete(formResponses)
    .where(eq(formResponses.guid, responseGuid))
    .returning({ guid: formResponses.guid });
  return deleted.length > 0;
}

/** Sets a response's status; false when it already had it (nothing written). */
export async function updateFormResponseStatus(
  db: Db,
  responseGuid: string,
  status: FormResponseStatus,
): Promise<boolean> {
  const [row] = await db
    .select({ status: formResponses.status })
    .from(formResponses)
    .where(eq(formResponses.guid, responseGuid));
  if (!row || row.status === status) return false;
  await db
    .update(formResponses)
    .set({ status, updatedAt: new Date() })
    .where(eq(formResponses.guid, responseGuid));
  return true;
}
