import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/problem.ts';
import { WORKFLOW_MESSAGES } from '../../shared/machines/workflow.machine.ts';
import type { WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { loadWorkflowInstanceRow, type WorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import { INSTANCE_NOT_FOUND } from '../resources/workflow-resources.ts';
import { filledInAResponse, workflowRights, type WorkflowCaller } from './workflow-access.ts';

/**
 * The workflow row, held until the transaction ends, for a caller who may edit it: 404 for one who may not
 * read it (it does not exist for them), 403 for one who may only read it. Whether an archived workflow may
 * take the change is the caller's to say.
 */
export async function holdEditableWorkflow(
  tx: Db,
  who: WorkflowCaller,
  definition: WorkflowDefinitionRow,
  workflowGuid: string,
): Promise<WorkflowInstanceRow> {
  const instance = await loadWorkflowInstanceRow(tx, workflowGuid, true);
  if (!instance) throw notFound(INSTANCE_NOT_FOUND);
  const rights = workflowRights(
    who,
    definition.groupsWithAllAccess,
    instance,
    await filledInAResponse(tx, who, instance.guid),
  );
  if (!rights.mayRead) throw notFound(INSTANCE_NOT_FOUND);
  if (!rights.mayEdit) throw forbidden(WORKFLOW_MESSAGES.noPermission);
  return instance;
}
