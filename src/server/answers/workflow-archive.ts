import type { ResponseRow } from './form-source.ts';

/**
 * True when the response belongs to an archived workflow: archived workflows are read-only (spec:
 * forms-and-workflows 4.6), so every answer write is refused and the rules see `workflowArchived`.
 *
 * Hook: workflow instances have no table yet. A response without a workflow is never archived; once
 * the workflows area stores instances, look `response.workflowGuid` up here and return its archivedAt.
 */
export async function isWorkflowArchived(response: Pick<ResponseRow, 'workflowGuid'>): Promise<boolean> {
  if (response.workflowGuid === null) return false;
  return false;
}
