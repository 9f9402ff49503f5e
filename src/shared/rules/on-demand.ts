import { NO_ROW } from './answer-store.ts';
import type { GraphNode, RuleNodes } from './graph-types.ts';
import type { EvalPass } from './node-eval.ts';
import { computeNode, rowsOf } from './node-eval.ts';
import { isRowVarying } from './rule-graph.ts';
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
function readsOf(graph: RuleNodes, node: GraphNode): number[] {
  const reads = [...node.inputs];
  for (const compiled of node.rule?.conditions ?? [])
    if (compiled.source !== undefined && !compiled.cut) reads.push(graph.hiddenNode.get(compiled.source)!);
  return reads;
}

/**
 * The nodes not computed yet among `ids` and everything they read, each after what it reads; null when
 * they read one another in a cycle, which only the linked graph cuts.
 */
function neededInOrder(graph: RuleNodes, computed: Uint8Array, ids: readonly number[]): number[] | null {
  const reads = new Map<number, number[]>();
  const stack = ids.filter((id) => !computed[id]);
  for (const id of stack) reads.set(id, []);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const uncomputed = readsOf(graph, graph.nodes[id]!).filter((read) => !computed[read]);
    reads.set(id, uncomputed);
    for (const read of uncomputed) {
      if (reads.has(read)) continue;
      reads.set(read, []);
      stack.push(read);
    }
  }
  // Depth-first, each node after its reads; a node met again while still open closes a cycle.
  const order: number[] = [];
  const state = new Map<number, 'open' | 'done'>();
  for (const root of reads.keys()) {
    if (state.has(root)) continue;
    const frames: [number, number][] = [[root, 0]];
    state.set(root, 'open');
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const next = reads.get(frame[0])![frame[1]++];
      if (next === undefined) {
        frames.pop();
        state.set(frame[0], 'done');
        order.push(frame[0]);
      } else if (state.get(next) === 'open') return null;
      else if (!state.has(next)) {
        state.set(next, 'open');
        frames.push([next, 0]);
      }
    }
  }
  return order;
}

/**
 * Computes the nodes not computed yet among `ids` and everything they read, each after what it reads,
 * without the whole form's graph. The computed nodes stay closed under what they read, so a later update
 * that propagates from a changed answer reaches every computed node that depends on it. Nodes reading one
 * another in a cycle need the linked graph (`link`), which cuts the cycle's reads: every node of a cycle
 * reads the others, so a closure without a cycle has no read that linking would cut, and its values are
 * those of the linked graph.
 */
export function computeNeeded(
  graph: RuleNodes,
  pass: EvalPass,
  evaluation: RuleEvaluation,
  computed: Uint8Array,
  ids: readonly number[],
  link: () => void,
): void {
  let order = neededInOrder(graph, computed, ids);
  if (!order) {
    link();
    order = neededInOrder(graph, computed, ids)!;
  }
  for (const id of order) {
    const node = graph.nodes[id]!;
    // Set here for the nodes computed before the graph is linked (linking sets the same value again).
    node.rowVarying = isRowVarying(graph.nodes, node, graph.tree);
    computeInto(pass, evaluation, node);
    computed[id] = 1;
  }
}
