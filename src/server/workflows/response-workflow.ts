import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { NAMED_STATEMENT } from '../db/pipelined-begin.ts';
import type { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
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

/**
 * The workflow of a response as its rules read it; undefined outside workflows. The database function
 * response_workflow_of (migration 0016) reads it, as a write's lock does with its response.
 */
export async function loadResponseWorkflow(
  db: Db,
  workflowGuid: string | null,
): Promise<ResponseWorkflow | undefined> {
  if (!workflowGuid) return undefined;
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`, json parsed.
  const result = (await db.execute(
    sql`${sql.raw(NAMED_STATEMENT)} select response_workflow_of(${workflowGuid}) as workflow`,
  )) as unknown as { rows: { workflow: ResponseWorkflowJson | null }[] };
  const found = result.rows[0]?.workflow;
  return found ? responseWorkflowFromJson(found) : undefined;
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

/** The workflow as response_workflow_of (migration 0016) sends it: dates come as text. */
export type ResponseWorkflowJson = Omit<ResponseWorkflow, 'archivedAt'> & { archivedAt: string | null };

export function responseWorkflowFromJson(json: ResponseWorkflowJson): ResponseWorkflow {
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
