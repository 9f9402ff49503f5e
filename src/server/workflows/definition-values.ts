import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { entityDefinitions } from '../db/tables/entities.ts';
import { orgGroups } from '../db/tables/organisations.ts';
import { workflowInstances } from '../db/tables/workflows.ts';
import { badRequest } from '../http/problem.ts';
import type { WorkflowDefinition } from '../../shared/generated/types.gen.ts';
import {
  DEFINITION_MESSAGES,
  checkStatusList,
  checkTimeFrames,
} from '../../shared/workflows/definition-checks.ts';
import {
  NAME_COLUMN,
  type WorkflowDefinitionRow,
  type WorkflowDefinitionValues,
} from '../repositories/workflow-definitions.ts';

// Turns the editor's body into what is stored, refusing with the editor's own messages (spec 5.11).

export const ENTITY_TYPE_FIXED = 'The entity type of a workflow definition cannot be changed once it is set.';
export const statusInUse = (code: string) =>
  `Status ${code} is used by workflows of this definition and cannot be removed.`;

/**
 * Before the body schema: the two messages the editor shows for a missing name or an empty status list
 * (the schema alone would word them its own way).
 */
export function assertDefinitionEssentials(body: unknown): void {
  const draft = (body ?? {}) as { name?: unknown; statusList?: unknown };
  if (typeof draft.name !== 'string' || !draft.name.trim())
    throw badRequest(DEFINITION_MESSAGES.nameRequired, { name: [DEFINITION_MESSAGES.nameRequired] });
  if (!Array.isArray(draft.statusList) || draft.statusList.length === 0)
    throw badRequest(DEFINITION_MESSAGES.statusRequired, {
      statusList: [DEFINITION_MESSAGES.statusRequired],
    });
}

export async function definitionValues(
  db: Db,
  orgGuid: string,
  body: WorkflowDefinition,
  stored: WorkflowDefinitionRow | undefined,
): Promise<WorkflowDefinitionValues> {
  const statuses = checkStatusList(body.statusList);
  const frames = checkTimeFrames(body.timeFrames ?? []);
  const errors = { ...statuses.errors, ...frames.errors };
  const entityDefinitionGuid = body.entityDefinitionGuid?.toLowerCase() ?? null;
  if (stored?.entityDefinitionGuid && stored.entityDefinitionGuid !== entityDefinitionGuid)
    errors.entityDefinitionGuid = [ENTITY_TYPE_FIXED];
  else if (entityDefinitionGuid) {
    const [found] = await db
      .select({ guid: entityDefinitions.guid })
      .from(entityDefinitions)
      .where(and(eq(entityDefinitions.guid, entityDefinitionGuid), eq(entityDefinitions.orgGuid, orgGuid)));
    if (!found) errors.entityDefinitionGuid = ['Entity type not found'];
  }
  const groups = [...new Set((body.groupsWithAllAccess ?? []).map((guid) => guid.toLowerCase()))];
  if (groups.length > 0) {
    const known = await db
      .select({ guid: orgGroups.guid })
      .from(orgGroups)
      .where(and(eq(orgGroups.orgGuid, orgGuid), inArray(orgGroups.guid, groups)));
    if (known.length !== groups.length) errors.groupsWithAllAccess = ['Security group not found'];
  }
  if (stored) {
    // A status some workflow is in must stay in the list, or that workflow would have no place in it.
    const codes = statuses.entries.map((entry) => entry.code);
    const [orphan] = await db
      .selectDistinct({ status: workflowInstances.status })
      .from(workflowInstances)
      .where(
        and(
          eq(workflowInstances.workflowDefinitionGuid, stored.guid),
          notInArray(workflowInstances.status, codes),
        ),
      )
      .limit(1);
    if (orphan) errors.statusList = [statusInUse(orphan.status)];
  }
  const [first] = Object.values(errors);
  if (first) throw badRequest(first[0]!, errors);
  const columns = body.questionsToShow ?? [];
  return {
    name: body.name.trim(),
    entityDefinitionGuid,
    statusList: statuses.entries,
    timeFrames: frames.entries,
    questionsToShow: columns.length > 0 ? columns : [NAME_COLUMN],
    statusChangeActionsList: body.statusChangeActionsList ?? [],
    checklistsInWorkflowDefinitions: body.checklistsInWorkflowDefinitions ?? [],
    groupsWithAllAccess: groups,
    onlyShowItemsThatNeedAttention: body.onlyShowItemsThatNeedAttention ?? false,
    archivedAt: stored?.archivedAt ?? (body.archivedAt ? new Date(body.archivedAt) : null),
  };
}
