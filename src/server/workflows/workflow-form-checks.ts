import { eq } from 'drizzle-orm';
import type { FormDefinition, StatusListEntry } from '../../shared/generated/types.gen.ts';
import { stepFormSettingsProblems } from '../../shared/workflows/step-form-settings.ts';
import type { Db } from '../db/database.ts';
import { formDefinitions } from '../db/tables/forms.ts';
import { badRequest } from '../http/problem.ts';
import { loadWorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';

// The rules a form of a workflow keeps beyond those of every form: its workflow settings name statuses of
// the workflow (spec 2.10's Forms tab), and its form code is its own within the workflow, because
// templated text and shared answers name a question as formCode:questionCode across the workflow's forms.

export const formCodeTaken = (code: string) =>
  `Form code ${code} is already used by another form of this workflow.`;

/** The form codes of the workflow's forms other than `exceptGuid`, lower-cased. */
async function codesInWorkflow(db: Db, workflowDefinitionGuid: string, exceptGuid?: string) {
  const rows = await db
    .select({ guid: formDefinitions.guid, formCode: formDefinitions.formCode })
    .from(formDefinitions)
    .where(eq(formDefinitions.workflowDefinitionGuid, workflowDefinitionGuid));
  return new Set(
    rows.filter((row) => row.guid !== exceptGuid && row.formCode).map((row) => row.formCode!.toLowerCase()),
  );
}

/** A code made from `base` that no other form of the workflow uses: `Visit`, else `Visit2`, `Visit3`… */
export async function unusedFormCode(db: Db, workflowDefinitionGuid: string, base: string): Promise<string> {
  const taken = await codesInWorkflow(db, workflowDefinitionGuid);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const code = `${base.slice(0, 50 - suffix.length)}${suffix}`;
    if (!taken.has(code.toLowerCase())) return code;
  }
}

/** Refuses a workflow form whose settings name statuses the workflow lacks or whose code another form has. */
export async function checkWorkflowForm(
  db: Db,
  workflowDefinitionGuid: string,
  formGuid: string,
  form: FormDefinition,
): Promise<void> {
  const definition = await loadWorkflowDefinitionRow(db, workflowDefinitionGuid);
  const codes = ((definition?.statusList ?? []) as StatusListEntry[]).map((status) => status.code);
  const problems = stepFormSettingsProblems(form.metaInfo, codes);
  const first = Object.values(problems)[0]?.[0];
  if (first) throw badRequest(first, problems);
  if ((await codesInWorkflow(db, workflowDefinitionGuid, formGuid)).has(form.formCode.toLowerCase())) {
    const message = formCodeTaken(form.formCode);
    throw badRequest(message, { formCode: [message] });
  }
}
