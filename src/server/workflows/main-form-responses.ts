import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formDefinitions, formResponses } from '../db/tables/forms.ts';
import { loginAccountOrgs } from '../db/tables/organisations.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { loadDefinition } from '../answers/form-source.ts';
import { createInitialRows } from '../answers/initial-rows.ts';
import { createFormResponse, type StoredFormResponse } from '../repositories/form-responses.ts';
import type { WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { FORM_NOT_FOUND } from '../resources/form-resource.ts';
import type { WorkflowCaller } from './workflow-access.ts';
import { holdEditableWorkflow } from './editable-workflow.ts';
import { WORKFLOW_CHANGE_MESSAGES } from './workflow-changes.ts';

// A workflow's main forms (StandaloneForm) are not made with the workflow, as its step forms are: the
// workflow drawer's Forms panel starts one when someone first opens it (docs/api-decisions.md, Workflows).

export const MAIN_FORM_STARTED = 'This form has already been started in this workflow.';

/** The login account an entity stands for in the organisation, if it is a person there. */
async function personOfEntity(db: Db, entityGuid: string, orgGuid: string): Promise<string | undefined> {
  const [person] = await db
    .select({ guid: loginAccountOrgs.loginAccountGuid })
    .from(loginAccountOrgs)
    .where(and(eq(loginAccountOrgs.entityGuid, entityGuid), eq(loginAccountOrgs.orgGuid, orgGuid)));
  return person?.guid;
}

/**
 * Starts the workflow's response of one of its main forms, made for the person the workflow is for (else the
 * caller), with its repeaters' first rows. One per form and workflow; the instance row is held meanwhile so
 * two people opening the form at once do not start it twice.
 */
export async function startMainFormResponse(
  db: Db,
  who: WorkflowCaller,
  workflowGuid: string,
  definition: WorkflowDefinitionRow,
  formGuid: string,
): Promise<{ response: StoredFormResponse; answers: Answer[] }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const instance = await holdEditableWorkflow(tx, who, definition, workflowGuid);
    if (instance.archivedAt) throw badRequest(WORKFLOW_CHANGE_MESSAGES.unarchive);
    const [form] = await tx
      .select({ guid: formDefinitions.guid, name: formDefinitions.name })
      .from(formDefinitions)
      .where(
        and(
          eq(formDefinitions.guid, formGuid),
          eq(formDefinitions.workflowDefinitionGuid, definition.guid),
          eq(formDefinitions.formType, 'StandaloneForm'),
        ),
      );
    if (!form) throw notFound(FORM_NOT_FOUND);
    const [started] = await tx
      .select({ guid: formResponses.guid })
      .from(formResponses)
      .where(
        and(eq(formResponses.workflowGuid, instance.guid), eq(formResponses.formDefinitionGuid, form.guid)),
      )
      .limit(1);
    if (started) throw conflict(MAIN_FORM_STARTED);
    const forUser =
      (instance.entityGuid && (await personOfEntity(tx, instance.entityGuid, instance.orgGuid))) ||
      who.loginAccountGuid;
    const response = await createFormResponse(tx, {
      formDefinitionGuid: form.guid,
      orgGuid: instance.orgGuid,
      userGuid: forUser,
      createdByUserGuid: who.loginAccountGuid,
      name: form.name,
      workflowGuid: instance.guid,
    });
    const loaded = await loadDefinition(tx, form.guid);
    const answers = loaded
      ? await createInitialRows(tx, loaded.definition, response.guid, who.loginAccountGuid)
      : [];
    return { response, answers };
  });
}
