import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';
import { badRequest, notFound } from '../http/problem.ts';
import type { FormMetaInfo } from '../../shared/generated/types.gen.ts';
import { WORKFLOW_MESSAGES } from '../../shared/machines/workflow.machine.ts';
import { stepInstanceProblem } from '../../shared/workflows/step-instances.ts';
import { loadDefinition } from '../answers/form-source.ts';
import { createInitialRows } from '../answers/initial-rows.ts';
import { createFormResponse } from '../repositories/form-responses.ts';
import type { WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { loadWorkflowInstanceRow, type WorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import type { WorkflowCaller } from './workflow-access.ts';
import { holdEditableWorkflow } from './editable-workflow.ts';

// Step forms that allow several responses in one workflow (form metaInfo multipleInstancesAllowed, min and
// max instances; spec forms-and-workflows 3.1, 2.10 'Multiple?'). A workflow starts with the minimum; people
// who may edit it add more up to the maximum; setup staff deleting a response never go below the minimum.

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((transaction) => work(transaction as unknown as Db));

async function stepForm(db: Db, definitionGuid: string, formGuid: string) {
  const [form] = await db
    .select({
      guid: formDefinitions.guid,
      name: formDefinitions.name,
      formType: formDefinitions.formType,
      metaInfo: formDefinitions.metaInfo,
    })
    .from(formDefinitions)
    .where(
      and(eq(formDefinitions.guid, formGuid), eq(formDefinitions.workflowDefinitionGuid, definitionGuid)),
    );
  return form && form.formType === 'InlineForm'
    ? { ...form, metaInfo: (form.metaInfo ?? {}) as FormMetaInfo }
    : undefined;
}

async function responseCount(db: Db, workflowGuid: string, formGuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formResponses)
    .where(and(eq(formResponses.workflowGuid, workflowGuid), eq(formResponses.formDefinitionGuid, formGuid)));
  return Number(row?.n ?? 0);
}

/** Adds one more response of a step form to the workflow; refused past the form's maximum. */
export async function addStepResponse(
  db: Db,
  who: WorkflowCaller,
  workflowGuid: string,
  definition: WorkflowDefinitionRow,
  formGuid: string,
): Promise<void> {
  await inTx(db, async (tx) => {
    // The workflow row is held so two additions cannot both pass the maximum.
    const instance = await holdEditableWorkflow(tx, who, definition, workflowGuid);
    if (instance.archivedAt) throw badRequest(WORKFLOW_MESSAGES.archived);
    const form = await stepForm(tx, definition.guid, formGuid);
    if (!form) throw notFound('Form definition not found');
    const problem = stepInstanceProblem(
      form.name,
      form.metaInfo,
      await responseCount(tx, instance.guid, form.guid),
      1,
    );
    if (problem) throw badRequest(problem);
    await createStepResponse(tx, instance, form, who.loginAccountGuid);
  });
}

async function createStepResponse(
  tx: Db,
  instance: WorkflowInstanceRow,
  form: { guid: string; name: string },
  createdBy: string,
): Promise<void> {
  // The new response is for the same person as the workflow's other responses of the form.
  const [sibling] = await tx
    .select({ userGuid: formResponses.userGuid })
    .from(formResponses)
    .where(
      and(eq(formResponses.workflowGuid, instance.guid), eq(formResponses.formDefinitionGuid, form.guid)),
    )
    .limit(1);
  const response = await createFormResponse(tx, {
    formDefinitionGuid: form.guid,
    orgGuid: instance.orgGuid,
    userGuid: sibling?.userGuid ?? createdBy,
    createdByUserGuid: createdBy,
    name: form.name,
    workflowGuid: instance.guid,
  });
  const loaded = await loadDefinition(tx, form.guid);
  if (loaded) await createInitialRows(tx, loaded.definition, response.guid, createdBy);
}

/**
 * Refuses deleting a response of a workflow that is archived, or one that would leave its step form with fewer
 * responses than the form's minimum.
 */
export async function assertStepResponseRemovable(
  db: Db,
  response: { workflowGuid: string | null; formDefinitionGuid: string },
): Promise<void> {
  if (!response.workflowGuid) return;
  const instance = await loadWorkflowInstanceRow(db, response.workflowGuid);
  if (!instance) return;
  if (instance.archivedAt) throw badRequest(WORKFLOW_MESSAGES.archived);
  const form = await stepForm(db, instance.workflowDefinitionGuid, response.formDefinitionGuid);
  if (!form) return;
  const problem = stepInstanceProblem(
    form.name,
    form.metaInfo,
    await responseCount(db, instance.guid, form.guid),
    -1,
  );
  if (problem) throw badRequest(problem);
}
