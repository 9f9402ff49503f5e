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
    .select({
      formDefinitionGuid: formResponses.formDefinitionGuid,
      status: formResponses.status,
      updatedAt: formResponses.updatedAt,
    })
    .from(formResponses)
    .where(eq(formResponses.workflowGuid, workflowGuid));
  return responseWorkflowOf(found.instance, found.definition, statuses);
}

/** The same, from rows the caller already read: the instance, its definition and the workflow's responses. */
export function responseWorkflowOf(
  instance: typeof workflowInstances.$inferSelect,
  definition: typeof workflowDefinitions.$inferSelect,
  responses: readonly { formDefinitionGuid: string; status: string; updatedAt: Date }[],
): ResponseWorkflow {
  // Later rows win: the most recently changed response of a form speaks for it.
  const byChange = [...responses].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
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
    formStatuses: Object.fromEntries(byChange.map((line) => [line.formDefinitionGuid, line.status])),
  };
}

/** The workflow as the write's lock reads it (migration 0016's response_workflow_of): dates come as text. */
export function responseWorkflowFromJson(
  json: Omit<ResponseWorkflow, 'archivedAt'> & { archivedAt: string | null },
): ResponseWorkflow {
  return { ...json, archivedAt: json.archivedAt === null ? null : new Date(json.archivedAt) };
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
