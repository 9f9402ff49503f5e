import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { formResponses } from '../db/tables/forms.ts';
import { loginAccountOrgs } from '../db/tables/organisations.ts';
import { workflowDefinitions, workflowInstances } from '../db/tables/workflows.ts';
import { groupGuidsOf } from '../repositories/caller-groups.ts';
import {
  hasAllAccess,
  isSetupViewer,
  workflowRights,
  type WorkflowViewer,
} from '../../shared/workflows/workflow-rights.ts';

export {
  hasAllAccess,
  isSetupStaff,
  isSetupViewer,
  workflowRights,
  type WorkflowRights,
} from '../../shared/workflows/workflow-rights.ts';

// Who may see and change which workflow (spec forms-and-workflows 4.6, 6; docs/api-decisions.md,
// Workflows). Every workflow route asks this one module; the rules themselves are shared with the workflow
// drawer (src/shared/workflows/workflow-rights.ts).

/** What decides a caller's rights in one organisation, loaded once per request. */
export type WorkflowCaller = WorkflowViewer;

export async function loadWorkflowCaller(db: Db, caller: Caller, orgGuid: string): Promise<WorkflowCaller> {
  const [membership] = await db
    .select({ entityGuid: loginAccountOrgs.entityGuid })
    .from(loginAccountOrgs)
    .where(
      and(
        eq(loginAccountOrgs.loginAccountGuid, caller.loginAccountGuid),
        eq(loginAccountOrgs.orgGuid, orgGuid),
      ),
    );
  const groups = await groupGuidsOf(db, caller.loginAccountGuid, orgGuid);
  return {
    loginAccountGuid: caller.loginAccountGuid,
    superAdmin: caller.superAdmin,
    roles: caller.rolesByOrg.get(orgGuid) ?? new Set(),
    entityGuid: membership?.entityGuid ?? null,
    groupGuids: groups.filter((guid) => !caller.hiddenGroupGuids.has(guid)),
  };
}

/** A Guest only (no other role) may not create workflows (spec 6). */
export const mayCreateWorkflows = (who: WorkflowCaller) =>
  who.superAdmin || [...who.roles].some((role) => role !== 'Guest');

/** True when the caller created one of the workflow's responses (spec 4.6: they may archive it). */
export async function filledInAResponse(db: Db, who: WorkflowCaller, workflowGuid: string): Promise<boolean> {
  const [row] = await db
    .select({ guid: formResponses.guid })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.workflowGuid, workflowGuid),
        eq(formResponses.createdByUserGuid, who.loginAccountGuid),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Which workflows of one definition the caller may read: undefined when they read them all, otherwise those
 * they created and those for their entity (when they have one).
 */
export interface ReadableWorkflows {
  createdBy: string;
  entityGuid: string | null;
}

export function readableWorkflows(
  who: WorkflowCaller,
  groupsWithAllAccess: readonly string[],
): ReadableWorkflows | undefined {
  if (isSetupViewer(who) || hasAllAccess(who, groupsWithAllAccess)) return undefined;
  // Lower case, as the database writes uuids: the kept list compares them as text.
  return { createdBy: who.loginAccountGuid.toLowerCase(), entityGuid: who.entityGuid?.toLowerCase() ?? null };
}

/** The same as a filter of a query of workflow_instances. */
export function readableWorkflowsFilter(readable: ReadableWorkflows | undefined): SQL | undefined {
  if (!readable) return undefined;
  const mine = eq(workflowInstances.createdByLoginAccountGuid, readable.createdBy);
  return readable.entityGuid
    ? or(mine, eq(workflowInstances.entityGuid, readable.entityGuid))
    : or(mine, sql`false`);
}

/** What the response guards know of a response. */
export interface ResponseInWorkflow {
  orgGuid: string;
  workflowGuid: string | null;
  userGuid?: string | null;
  createdByUserGuid?: string | null;
}

/**
 * A response of a workflow is reached by those who may read the workflow, and by the person it was made
 * for or by. A response outside workflows is left to the response guards.
 */
export async function mayReachWorkflowResponse(
  db: Db,
  caller: Caller,
  response: ResponseInWorkflow,
): Promise<boolean> {
  if (!response.workflowGuid || caller.superAdmin) return true;
  const me = caller.loginAccountGuid;
  if (response.userGuid === me || response.createdByUserGuid === me) return true;
  const [found] = await db
    .select({ instance: workflowInstances, groups: workflowDefinitions.groupsWithAllAccess })
    .from(workflowInstances)
    .innerJoin(workflowDefinitions, eq(workflowDefinitions.guid, workflowInstances.workflowDefinitionGuid))
    .where(eq(workflowInstances.guid, response.workflowGuid));
  if (!found) return false;
  const who = await loadWorkflowCaller(db, caller, response.orgGuid);
  return workflowRights(who, found.groups, found.instance, false).mayRead;
}
