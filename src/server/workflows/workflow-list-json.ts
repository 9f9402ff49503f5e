import type { WorkflowListAnswer } from './workflow-list.ts';

// GetWorkflowDtos's body is written as bytes: its rows arrive as JSON already (workflow-list.ts), and the rest
// of the answer goes through the route's own serialiser, with the rows put where the empty array was written.
// The rows are the response's first property in its schema, so the serialiser writes that empty array first.
// The body is made in one buffer of its final size: a list of ten thousand rows is 4.4 MB, and building it as
// a string would copy it again (joined, spliced, then encoded to UTF-8 on the way out).

const EMPTY_ROWS = '{"workflowDtos":[]';
const COMMA = 0x2c;

/** The answer's JSON as bytes, given the route's serialiser for the rest of it. */
export function workflowListBody(
  answer: WorkflowListAnswer,
  serialize: (payload: unknown) => string,
): Buffer {
  const { workflowDtos, ...rest } = answer;
  const shell = serialize({ workflowDtos: [], ...rest });
  if (!shell.startsWith(EMPTY_ROWS))
    throw new Error('GetWorkflowDtos: the serialiser no longer writes workflowDtos first');
  const head = Buffer.from('{"workflowDtos":[');
  const tail = Buffer.from(`]${shell.slice(EMPTY_ROWS.length)}`);
  let size = head.length + tail.length + Math.max(0, workflowDtos.length - 1);
  for (const rows of workflowDtos) size += rows.length;
  const body = Buffer.allocUnsafe(size);
  let at = head.copy(body, 0);
  workflowDtos.forEach((rows, index) => {
    if (index > 0) body[at++] = COMMA;
    at += rows.copy(body, at);
  });
  tail.copy(body, at);
  return body;
}
