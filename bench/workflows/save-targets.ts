import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database.ts';
import { formResponses } from '../../src/server/db/tables/forms.ts';
import { workflowInstances } from '../../src/server/db/tables/workflows.ts';
import type { Target } from '../save/save-bench.ts';
import type { WorkflowWorld } from './seed-workflows.ts';

/**
 * Saves as people make them inside workflows: one client per workflow (none archived, none the list bench
 * moves), each on its workflow's first step, alternating a question the list shows as a column (its answer
 * is copied to the list's row) with one it does not show.
 */
export async function inWorkflowTargets(
  db: Db,
  world: WorkflowWorld,
  count: number,
  /** A workflow the caller keeps for other measurements. */
  skipWorkflowGuid?: string,
): Promise<Target[]> {
  const stepOne = world.steps[0]!;
  const rows = await db
    .select({ guid: formResponses.guid, workflowGuid: formResponses.workflowGuid })
    .from(formResponses)
    .innerJoin(workflowInstances, eq(workflowInstances.guid, formResponses.workflowGuid))
    .where(and(eq(formResponses.formDefinitionGuid, stepOne.guid), isNull(workflowInstances.archivedAt)))
    .orderBy(asc(workflowInstances.updatedAt))
    .limit(count + 1);
  return rows
    .filter((row) => row.workflowGuid !== skipWorkflowGuid)
    .slice(0, count)
    .map((row) => ({
      formGuid: stepOne.guid,
      responseGuid: row.guid,
      elementGuids: [stepOne.el.SimpleTextA!, stepOne.el.SimpleTextB!],
    }));
}
