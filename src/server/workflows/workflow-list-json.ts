import type { WorkflowListAnswer } from './workflow-list.ts';

// GetWorkflowDtos's body is written as text: its rows arrive as JSON already (workflow-list.ts), and the rest
// of the answer goes through the route's own serialiser, with the rows spliced in where the empty array
// was written. The rows are the response's first property in its schema, so the serialiser writes that
// empty array first.

const EMPTY_ROWS = '{"workflowDtos":[]';

/** The answer's JSON text, given the route's serialiser for the rest of it. */
export function workflowListText(
  answer: WorkflowListAnswer,
  serialize: (payload: unknown) => string,
): string {
  const { workflowDtosJson, ...rest } = answer;
  const shell = serialize({ workflowDtos: [], ...rest });
  if (!shell.startsWith(EMPTY_ROWS))
    throw new Error('GetWorkflowDtos: the serialiser no longer writes workflowDtos first');
  return `{"workflowDtos":[${workflowDtosJson}]${shell.slice(EMPTY_ROWS.length)}`;
}
