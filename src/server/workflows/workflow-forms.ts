import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import type { FormDefinition, WorkflowDefinition } from '../../shared/generated/types.gen.ts';
import { loadDefinition } from '../answers/form-source.ts';
import {
  workflowDefinitionFromRow,
  type WorkflowDefinitionRow,
} from '../repositories/workflow-definitions.ts';

// A workflow's forms as its instances use them: the kept form definitions (checked against each form's
// definition_version, read for all the forms in one query), without the response counts the setup
// screens show. Status moves and GetWorkflow read them on every call.

/** The definition's forms, steps first in their order: one query while they are kept and unchanged. */
export async function workflowForms(db: Db, workflowDefinitionGuid: string): Promise<FormDefinition[]> {
  const versions = await db
    .select({ guid: formDefinitions.guid, version: formDefinitions.definitionVersion })
    .from(formDefinitions)
    .where(eq(formDefinitions.workflowDefinitionGuid, workflowDefinitionGuid))
    .orderBy(asc(formDefinitions.sortOrder), asc(formDefinitions.name));
  // One after another: `db` may be a transaction's single connection. Kept forms cost no query anyway.
  const forms: FormDefinition[] = [];
  for (const { guid, version } of versions) {
    const found = await loadDefinition(db, guid, version);
    if (found) forms.push(found.definition);
  }
  return forms;
}

/** The definition with its forms, as GetWorkflow carries it. */
export async function workflowDefinitionWithForms(
  db: Db,
  row: WorkflowDefinitionRow,
): Promise<WorkflowDefinition & { formDefinitions: FormDefinition[] }> {
  return { ...workflowDefinitionFromRow(row), formDefinitions: await workflowForms(db, row.guid) };
}
