import { hubs, type WorkflowInstanceHub } from '../../../shared/realtime/hub-contract.ts';
import { ANY_MEMBER } from '../../../shared/auth/role-sets.ts';
import { notFound } from '../../http/problem.ts';
import { loadWorkflowDefinitionRow } from '../../repositories/workflow-definitions.ts';
import { INSTANCE_NOT_FOUND, instanceOf } from '../../resources/workflow-resources.ts';
import { filledInAResponse, loadWorkflowCaller, workflowRights } from '../../workflows/workflow-access.ts';
import { defineHub } from '../hub-registry.ts';
import { guidArgument } from '../hub-arguments.ts';
import { assertReaches } from '../hub-access.ts';

/** Live workflows (forms 4.7): a group per workflow instance, open to whoever may read the workflow. */
export const workflowInstanceHub = defineHub<WorkflowInstanceHub>('workflowInstance', hubs.workflowInstance, {
  JoinWorkflowGroup: async (context, workflowGuid) => {
    const guid = guidArgument(workflowGuid, 'workflowGuid');
    const request = await assertReaches(context, 'workflowInstance', guid, ANY_MEMBER);
    const instance = instanceOf(request);
    const db = context.app.database.db;
    const definition = (await loadWorkflowDefinitionRow(db, instance.workflowDefinitionGuid))!;
    const who = await loadWorkflowCaller(db, context.caller, instance.orgGuid);
    const rights = workflowRights(
      who,
      definition.groupsWithAllAccess,
      instance,
      await filledInAResponse(db, who, instance.guid),
    );
    if (!rights.mayRead) throw notFound(INSTANCE_NOT_FOUND);
    await context.joinGroup(guid);
  },
  LeaveWorkflowGroup: async (context, workflowGuid) => {
    await context.leaveGroup(guidArgument(workflowGuid, 'workflowGuid'));
  },
});
