import { NO_ROW } from './answer-store.ts';
import type { GraphNode, RuleGraph } from './graph-types.ts';
import type { EvalPass } from './node-eval.ts';
import { computeNode, rowsOf } from './node-eval.ts';
import { slotKey } from './rule-evaluation.ts';
import type { RuleEvaluation } from './rule-evaluation.ts';

/** Computes one node in every row it varies by and records its verdict in the evaluation. */
export function computeInto(pass: EvalPass, evaluation: RuleEvaluation, node: GraphNode): void {
  if (!node.rowVarying) {
    const value = computeNode(pass, node, NO_ROW);
    evaluation.values[node.id] = value;
    if (value && node.kind !== 'rule') evaluation[node.kind].add(node.element);
    return;
  }
  const byRow = new Map<string, boolean>();
  for (const row of rowsOf(pass, node.scope!)) {
    const value = computeNode(pass, node, row);
    byRow.set(row, value);
    if (value && node.kind !== 'rule') evaluation[node.kind].add(slotKey(node.element, row));
  }
  evaluation.values[node.id] = byRow;
}

/** The nodes a node's value is computed from: its inputs and the hidden state of the answers it reads. */
function readsOf(graph: RuleGraph, node: GraphNode): number[] {
  const reads = [...node.inputs];
  for (const compiled of node.rule?.conditions ?? [])
    if (compiled.source !== undefined && !compiled.cut) reads.push(graph.hiddenNode.get(compiled.source)!);
  return reads;
}

/**
 * Computes the nodes not computed yet among `ids` and everything they read, in dependency order. The
 * computed nodes stay closed under what they read, so a later update that propagates from a changed answer
 * reaches every computed node that depends on it.
 */
export function computeNeeded(
  graph: RuleGraph,
  pass: EvalPass,
  evaluation: RuleEvaluation,
  computed: Uint8Array,
  ids: readonly number[],
): void {
  const needed: number[] = [];
  const stack = ids.filter((id) => !computed[id]);
  const seen = new Set(stack);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    needed.push(id);
    for (const read of readsOf(graph, graph.nodes[id]!)) {
      if (computed[read] || seen.has(read)) continue;
      seen.add(read);
      stack.push(read);
    }
  }
  needed.sort((a, b) => graph.rank[a]! - graph.rank[b]!);
  for (const id of needed) {
    computeInto(pass, evaluation, graph.nodes[id]!);
    computed[id] = 1;
  }
}
