import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formResponses } from '../db/tables/forms.ts';
import { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
import type { StatusListEntry, TimeFrame } from '../../shared/generated/types.gen.ts';
import type { RuleContext } from '../../shared/rules/context-condition.ts';

/** What the rules and the workflow machine read of the workflow a response belongs to. */
export interface ResponseWorkflow {
  guid: string;
  status: string;
  archivedAt: Date | null;
  statusList: StatusListEntry[];
  timeFrames: TimeFrame[];
  groupsWithAllAccess: string[];
  entityGuid: string | null;
  createdByLoginAccountGuid: string | null;
  workflowDefinitionGuid: string;
  /** Status of the latest response of each form of the workflow, by form guid. */
  formStatuses: Record<string, string>;
}

/** The workflow of a response with its definition's lists; undefined outside workflows. */
export async function loadResponseWorkflow(
  db: Db,
  workflowGuid: string | null,
): Promise<ResponseWorkflow | undefined> {
  if (!workflowGuid) return undefined;
  const [found] = await db
    .select({ instance: workflowInstances, definition: workflowDefinitions })
    .from(workflowInstances)
    .innerJoin(workflowDefinitions, eq(workflowDefinitions.guid, workflowInstances.workflowDefinitionGuid))
    .where(eq(workflowInstances.guid, workflowGuid));
  if (!found) return undefined;
  const statuses = await db
    .select({ form: formResponses.formDefinitionGuid, status: formResponses.status })
    .from(formResponses)
    .where(eq(formResponses.workflowGuid, workflowGuid))
    .orderBy(formResponses.updatedAt);
  const { instance, definition } = found;
  return {
    guid: instance.guid,
    status: instance.status,
    archivedAt: instance.archivedAt,
    statusList: definition.statusList as StatusListEntry[],
    timeFrames: definition.timeFrames as TimeFrame[],
    groupsWithAllAccess: definition.groupsWithAllAccess,
    entityGuid: instance.entityGuid,
    createdByLoginAccountGuid: instance.createdByLoginAccountGuid,
    workflowDefinitionGuid: definition.guid,
    // Later rows win: the most recently changed response of a form speaks for it.
    formStatuses: Object.fromEntries(statuses.map((line) => [line.form, line.status])),
  };
}

/** The rule context fields a workflow supplies (workflow-status, form-status and time-frame conditions). */
export function workflowRuleContext(workflow: ResponseWorkflow | undefined): Partial<RuleContext> {
  if (!workflow) return { workflowArchived: false };
  return {
    workflowStatus: workflow.status,
    statusList: workflow.statusList,
    timeFrames: workflow.timeFrames,
    formStatuses: workflow.formStatuses,
    workflowArchived: workflow.archivedAt !== null,
  };
}
