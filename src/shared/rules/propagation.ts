import { NO_ROW } from './answer-store.ts';
import { MinHeap } from './min-heap.ts';
import type { EvalPass } from './node-eval.ts';
import { computeNode, rowsOf } from './node-eval.ts';
import type { RuleEvaluation, RuleChanges } from './rule-evaluation.ts';
import { slotKey } from './rule-evaluation.ts';
import type { RuleGraph } from './graph-types.ts';

/** Which rows of a node to recompute: some rows of a per-row node, or all of it. */
export type RowSpec = readonly string[] | 'all';

/**
 * One incremental update. Nodes are recomputed in dependency order (lowest rank first), each at most
 * once, and a node's dependents are scheduled only when its value actually changed.
 */
export class Propagation {
  readonly #pending = new Map<number, Set<string> | 'all'>();
  readonly #heap: MinHeap;
  readonly #hidden: string[] = [];
  readonly #readOnly: string[] = [];

  constructor(
    readonly graph: RuleGraph,
    readonly pass: EvalPass,
    readonly evaluation: RuleEvaluation,
    /** When given, only the nodes flagged here are recomputed (an evaluation updating its asked verdicts). */
    readonly only?: Uint8Array,
  ) {
    this.#heap = new MinHeap(graph.rank);
  }

  /** Queues a node for recomputation. */
  schedule(id: number, rows: RowSpec): void {
    if (this.only && !this.only[id]) return;
    const pending = this.#pending.get(id);
    if (pending === undefined) this.#heap.push(id);
    if (pending === 'all') return;
    if (rows === 'all' || !this.graph.nodes[id]!.rowVarying) this.#pending.set(id, 'all');
    else if (pending) for (const row of rows) pending.add(row);
    else this.#pending.set(id, new Set(rows));
  }

  /** Recomputes everything queued and what it reaches; returns the slots that flipped. */
  drain(): RuleChanges {
    for (let id = this.#heap.pop(); id !== undefined; id = this.#heap.pop()) {
      const rows = this.#pending.get(id)!;
      this.#pending.delete(id);
      const changed = this.#recompute(id, rows);
      if (changed === null) continue;
      const node = this.graph.nodes[id]!;
      for (const dependent of node.dependents) {
        const target = this.graph.nodes[dependent]!;
        const sameRows = changed !== 'all' && target.rowVarying && target.scope === node.scope;
        this.schedule(dependent, sameRows ? changed : 'all');
      }
    }
    return { hidden: this.#hidden, readOnly: this.#readOnly };
  }

  // Returns the rows whose value changed ('all' for a single-valued node), or null when nothing changed.
  #recompute(id: number, rows: Set<string> | 'all'): string[] | 'all' | null {
    const node = this.graph.nodes[id]!;
    const values = this.evaluation.values;
    if (!node.rowVarying) {
      const value = computeNode(this.pass, node, NO_ROW);
      if (value === values[id]) return null;
      values[id] = value;
      this.#flip(node.kind, node.element, value);
      return 'all';
    }
    const byRow = values[id] as Map<string, boolean>;
    const changed: string[] = [];
    let todo: Iterable<string> = rows;
    if (rows === 'all') {
      const current = rowsOf(this.pass, node.scope!);
      const keep = new Set(current);
      // Rows that no longer exist drop out; a dropped row that was on counts as a change.
      for (const [row, value] of byRow) {
        if (keep.has(row)) continue;
        byRow.delete(row);
        if (!value) continue;
        changed.push(row);
        this.#flip(node.kind, slotKey(node.element, row), false);
      }
      todo = current;
    }
    for (const row of todo) {
      const value = computeNode(this.pass, node, row);
      const before = byRow.get(row) ?? false;
      byRow.set(row, value);
      if (value === before) continue;
      changed.push(row);
      this.#flip(node.kind, slotKey(node.element, row), value);
    }
    return changed.length > 0 ? changed : null;
  }

  #flip(kind: 'rule' | 'hidden' | 'readOnly', key: string, on: boolean): void {
    if (kind === 'rule') return;
    if (on) this.evaluation[kind].add(key);
    else this.evaluation[kind].delete(key);
    (kind === 'hidden' ? this.#hidden : this.#readOnly).push(key);
  }
}
