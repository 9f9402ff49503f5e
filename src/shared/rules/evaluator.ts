import { NO_ROW, rowKey } from './answer-store.ts';
import type { AnswerStore } from './answer-store.ts';
import { ContextView } from './context-condition.ts';
import type { ContextKey, RuleContext } from './context-condition.ts';
import type { FormDefinition } from '../generated/types.gen.ts';
import type { EvalPass, NodeValue } from './node-eval.ts';
import { computeInto, computeNeeded } from './on-demand.ts';
import { Propagation } from './propagation.ts';
import type { RowSpec } from './propagation.ts';
import type { RuleCycle } from './graph-types.ts';
import { RuleEvaluation } from './rule-evaluation.ts';
import type { RuleChanges } from './rule-evaluation.ts';
import { buildRuleNodes, linkRuleGraph } from './rule-graph.ts';
import type { RuleGraph, RuleNodes } from './graph-types.ts';
import { isRepeaterType } from '../elements/element-lookup.ts';

/** One response's inputs to the rules. Keep one object per response: the evaluator remembers its last result per state. */
export interface RuleState {
  readonly answers: AnswerStore;
  readonly context: RuleContext;
}

/** A form definition's rules compiled once; shareable between responses (browser tabs, server requests). */
export interface RulesEvaluator {
  /** Cycles of Hidden rules found at compile time; their reads inside the cycle see absent answers. */
  readonly cycles: readonly RuleCycle[];
  /** Rules or conditions naming elements that do not exist, or unknown rule types. */
  readonly problems: readonly string[];
  /** Evaluates every rule for the state and remembers the result for later updates. */
  evaluateAll(state: RuleState): RuleEvaluation;
  /**
   * As evaluateAll, but each element's verdicts are computed when first asked for (with the rules they
   * read), the rest by `complete()` or before the first update: a page shows its first screen without
   * evaluating the rules of the pages after it.
   */
  evaluateOnDemand(state: RuleState, options?: OnDemandOptions): RuleEvaluation;
  /** The state's current evaluation (evaluating everything the first time). */
  current(state: RuleState): RuleEvaluation;
  /** After an answer changed in state.answers: re-evaluates only the rules that read it, returns the flipped slots. */
  update(state: RuleState, changedElementGuid: string, repeatableGroupGuid?: string | null): RuleChanges;
  /** After fields of state.context changed: re-evaluates the rules that read them, returns the flipped slots. */
  updateContext(state: RuleState, changed: readonly ContextKey[]): RuleChanges;
  /** Whether any rule reads this context field: a server need not look up what no rule reads. */
  readsContext(key: ContextKey): boolean;
}

export interface OnDemandOptions {
  /**
   * Updates recompute only the verdicts asked for so far (and what they read); the others are computed from
   * the answers as they are when first asked. An update then costs what the asked verdicts depend on, not the
   * whole form, but its changes list only the asked verdicts that flipped: for a caller that asks again
   * rather than re-rendering from the flips (a server judging a write), not for a renderer.
   */
  updateAskedOnly?: boolean;
}

/** Compiles a form definition's rules into an evaluator with a dependency graph. */
export function compileRules(form: FormDefinition): RulesEvaluator {
  const ruleNodes = buildRuleNodes(form);
  // Linked at the first full evaluation, change or cycle met: a form's first screen computes its own
  // verdicts from the nodes alone (computeNeeded), and the whole form's graph is linked after it is drawn.
  let linked: RuleGraph | undefined;
  const graph = () => (linked ??= linkRuleGraph(ruleNodes));
  const memos = new WeakMap<RuleState, RuleEvaluation>();
  // The nodes computed so far of the evaluations whose updates reach only those (updateAskedOnly).
  const askedOnly = new WeakMap<RuleEvaluation, Uint8Array>();
  const scopeSeeds = new Map<string, number[]>();

  const evaluateAll = (state: RuleState): RuleEvaluation => {
    const { nodes, order } = graph();
    const evaluation = new RuleEvaluation(new Array<NodeValue>(nodes.length).fill(false));
    const pass = passFor(ruleNodes, state, evaluation);
    for (const id of order) computeInto(pass, evaluation, nodes[id]!);
    memos.set(state, evaluation);
    return evaluation;
  };

  const evaluateOnDemand = (state: RuleState, options: OnDemandOptions = {}): RuleEvaluation => {
    const { nodes } = ruleNodes;
    const computed = new Uint8Array(nodes.length);
    // Each call reads the state as it is then (a repeater's rows are listed again).
    const compute = (ids: readonly number[]) =>
      computeNeeded(ruleNodes, passFor(ruleNodes, state, evaluation), evaluation, computed, ids, graph);
    const evaluation: RuleEvaluation = new RuleEvaluation(new Array<NodeValue>(nodes.length).fill(false), {
      element: (guid) => {
        const hidden = ruleNodes.hiddenNode.get(guid);
        const readOnly = ruleNodes.readOnlyNode.get(guid);
        if (hidden === undefined || readOnly === undefined || (computed[hidden] && computed[readOnly]))
          return;
        compute([hidden, readOnly]);
      },
      // Dependency order computes each node after what it reads, so no search for what it needs.
      all: () => {
        const pass = passFor(ruleNodes, state, evaluation);
        for (const id of graph().order) {
          if (computed[id]) continue;
          computeInto(pass, evaluation, nodes[id]!);
          computed[id] = 1;
        }
      },
    });
    if (options.updateAskedOnly) askedOnly.set(evaluation, computed);
    memos.set(state, evaluation);
    return evaluation;
  };

  const current = (state: RuleState): RuleEvaluation => memos.get(state) ?? evaluateAll(state);

  const run = (state: RuleState, seed: (queue: Propagation) => void): RuleChanges => {
    const previous = memos.get(state);
    // Propagation compares with every node's last value: verdicts never asked for are computed first,
    // unless the evaluation's updates reach only the nodes computed so far. Those are closed under what they
    // read (computeNeeded), so none of them reads a node left out, and a node left out is computed from the
    // answers as they are when it is first asked for.
    const asked = previous && askedOnly.get(previous);
    if (!asked) previous?.complete();
    if (!previous) {
      const evaluation = evaluateAll(state);
      return { hidden: [...evaluation.hidden], readOnly: [...evaluation.readOnly] };
    }
    const queue = new Propagation(graph(), passFor(ruleNodes, state, previous), previous, asked);
    seed(queue);
    return queue.drain();
  };

  const update = (
    state: RuleState,
    changedElementGuid: string,
    repeatableGroupGuid?: string | null,
  ): RuleChanges =>
    run(state, (queue) => {
      const row = rowKey(repeatableGroupGuid);
      const { nodes, readers, tree } = graph();
      const scope = tree.scopeOf.get(changedElementGuid) ?? null;
      for (const id of readers.get(changedElementGuid) ?? []) {
        const node = nodes[id]!;
        // A rule in the same repeater reads only the changed row; any other reader sees all rows.
        const rows: RowSpec = node.rowVarying && node.scope === scope && row !== NO_ROW ? [row] : 'all';
        queue.schedule(id, rows);
      }
      // A repeater's answer lists its rows: rows added or removed change every per-row result inside it.
      if (isRepeaterType(tree.byGuid.get(changedElementGuid)?.type)) {
        for (const id of seedsOfScope(graph(), scopeSeeds, changedElementGuid)) queue.schedule(id, 'all');
      }
    });

  const updateContext = (state: RuleState, changed: readonly ContextKey[]): RuleChanges =>
    run(state, (queue) => {
      const { readOnlyNode, contextReaders } = graph();
      for (const key of changed) {
        const ids = key === 'workflowArchived' ? readOnlyNode.values() : (contextReaders.get(key) ?? []);
        for (const id of ids) queue.schedule(id, 'all');
      }
    });

  const readsContext = (key: ContextKey) => (graph().contextReaders.get(key)?.length ?? 0) > 0;
  return {
    get cycles() {
      return graph().cycles;
    },
    problems: ruleNodes.problems,
    evaluateAll,
    evaluateOnDemand,
    current,
    update,
    updateContext,
    readsContext,
  };
}

function passFor(graph: RuleNodes, state: RuleState, evaluation: RuleEvaluation): EvalPass {
  const view = new ContextView(state.context, graph.formGuid);
  return {
    graph,
    values: evaluation.values,
    answers: state.answers,
    view,
    archived: state.context.workflowArchived === true,
    rows: new Map(),
  };
}

// Nodes to recompute when a repeater's rows change: its per-row nodes and the rules reading its members.
function seedsOfScope(graph: RuleGraph, cache: Map<string, number[]>, repeater: string): number[] {
  let seeds = cache.get(repeater);
  if (!seeds) {
    const ids = new Set(
      graph.nodes.filter((node) => node.rowVarying && node.scope === repeater).map((node) => node.id),
    );
    for (const member of graph.tree.scopeMembers.get(repeater) ?? [])
      for (const id of graph.readers.get(member) ?? []) ids.add(id);
    cache.set(repeater, (seeds = [...ids]));
  }
  return seeds;
}
