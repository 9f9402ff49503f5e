import type { ListDefinition } from '../../shared/generated/types.gen.ts';
import { isGuid } from '../../shared/guid.ts';
import { listProblems } from '../../shared/lists/list-draft.ts';
import { narrowsScope } from '../../shared/lists/list-scope.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, fieldError, forbidden } from '../http/problem.ts';
import { loadFormRow } from '../repositories/form-definitions.ts';
import { otherSpecialList, type ListFields } from '../repositories/list-definitions.ts';
import { loadWorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';

// What a list must be before it is stored (spec 5.9 and 6), checked for every create and update so
// the editor's rules hold whoever calls the API.

export const LIST_MESSAGES = {
  publicOnlySuperAdmin: 'Only a super admin may make a list public.',
  narrowing: 'A list’s visibility can only be kept or widened.',
  formNeeded: 'A form-specific list needs a form of this organisation.',
  workflowNeeded: 'A workflow-specific list needs a workflow of this organisation.',
  specialNeedsWorkflow: 'Only a workflow-specific list can be a special list.',
  onePdfCodeList: 'Only one PDF Code list is allowed per Workflow.',
  inUse: (forms: readonly string[]) =>
    `This list cannot be deleted: questions of ${forms.map((name) => `'${name}'`).join(', ')} read their options from it. Unlink them first.`,
} as const;

export interface ListWriteContext {
  db: Db;
  orgGuid: string;
  superAdmin: boolean;
  /** The stored list when updating. */
  saved: ListDefinition | null;
}

/** Checks a list written by a caller and returns the fields to store; throws a clear 4xx otherwise. */
export async function checkedListFields(
  body: ListDefinition,
  context: ListWriteContext,
): Promise<ListFields> {
  const problems = listProblems(body);
  if (problems.length > 0) badRequestWith(problems);

  const { visibility } = body;
  if (visibility === 'Public' && !context.superAdmin) throw forbidden(LIST_MESSAGES.publicOnlySuperAdmin);
  if (context.saved && !context.superAdmin && narrowsScope(context.saved.visibility, visibility)) {
    throw forbidden(LIST_MESSAGES.narrowing);
  }

  // A list stays tied to the form and workflow it was made for; only the scope it names decides who sees it.
  const formDefinitionGuid = body.formDefinitionGuid?.toLowerCase() ?? null;
  const workflowDefinitionGuid = body.workflowDefinitionGuid?.toLowerCase() ?? null;
  if (formDefinitionGuid !== null || visibility === 'FormSpecific') {
    const form = isGuid(formDefinitionGuid) ? await loadFormRow(context.db, formDefinitionGuid) : undefined;
    if (!form || form.orgGuid.toLowerCase() !== context.orgGuid) {
      throw fieldError('formDefinitionGuid', LIST_MESSAGES.formNeeded);
    }
  }
  if (workflowDefinitionGuid !== null || visibility === 'WorkflowSpecific') {
    const workflow = isGuid(workflowDefinitionGuid)
      ? await loadWorkflowDefinitionRow(context.db, workflowDefinitionGuid)
      : undefined;
    if (workflow?.orgGuid.toLowerCase() !== context.orgGuid) {
      throw fieldError('workflowDefinitionGuid', LIST_MESSAGES.workflowNeeded);
    }
  }

  const specialList = body.specialList ?? null;
  if (specialList !== null) {
    if (visibility !== 'WorkflowSpecific')
      throw fieldError('specialList', LIST_MESSAGES.specialNeedsWorkflow);
    const other = await otherSpecialList(
      context.db,
      workflowDefinitionGuid!,
      specialList,
      context.saved?.listDefinitionGuid ?? null,
    );
    if (other) throw conflict(LIST_MESSAGES.onePdfCodeList, { specialList: [LIST_MESSAGES.onePdfCodeList] });
  }

  return {
    name: body.name.trim(),
    items: body.items,
    visibility,
    formDefinitionGuid,
    workflowDefinitionGuid,
    specialList,
  };
}

function badRequestWith(problems: string[]): never {
  throw badRequest(problems.join(' '), { list: problems });
}
