import { CONTEXT_READS } from './context-condition.ts';
import type { ContextKey } from './context-condition.ts';
import { emptinessOf } from './element-kinds.ts';
import { buildFormTree, resolveElement } from './form-tree.ts';
import { topologicalOrder } from './graph-order.ts';
import type { FormTree } from './form-tree.ts';
import type { CompiledCondition, GraphNode, RuleCycle, RuleGraph, RuleNodes } from './graph-types.ts';
import { breakCycles } from './rule-cycles.ts';
import type { Condition, FormDefinition } from '../generated/types.gen.ts';
import { comparesAsPath } from '../elements/element-lookup.ts';

/** Builds the dependency graph of a form's rules. */
export function buildRuleGraph(form: FormDefinition): RuleGraph {
  return linkRuleGraph(buildRuleNodes(form));
}

/**
 * Makes a node of each element's hidden and read-only state and of each rule, with what each reads. The
 * nodes' ids do not change when they are linked later, so values computed before stay valid.
 */
export function buildRuleNodes(form: FormDefinition): RuleNodes {
  const tree = buildFormTree(form.components);
  const nodes: GraphNode[] = [];
  const problems: string[] = [];
  const add = (kind: GraphNode['kind'], element: string, rule?: GraphNode['rule']): GraphNode => {
    const node: GraphNode = {
      id: nodes.length,
      kind,
      element,
      scope: tree.scopeOf.get(element) ?? null,
      rule,
      inputs: [],
      dependents: [],
      rowVarying: false,
    };
    nodes.push(node);
    return node;
  };
  const hiddenNode = new Map(tree.elements.map((element) => [element.guid, add('hidden', element.guid).id]));
  const readOnlyNode = new Map(
    tree.elements.map((element) => [element.guid, add('readOnly', element.guid).id]),
  );
  for (const [child, parent] of tree.parentOf) {
    nodes[hiddenNode.get(child)!]!.inputs.push(hiddenNode.get(parent)!);
    nodes[readOnlyNode.get(child)!]!.inputs.push(readOnlyNode.get(parent)!);
  }
  for (const rule of form.rules ?? []) {
    const target = resolveElement(tree, rule.elementGuid, rule.elementQuestionCode);
    const targets =
      rule.ruleType === 'Hidden' ? hiddenNode : rule.ruleType === 'ReadOnly' ? readOnlyNode : undefined;
    if (!target || !targets) {
      problems.push(
        `Rule ${rule.guid} is ignored: ${target ? `unknown rule type ${String(rule.ruleType)}` : 'its element does not exist'}.`,
      );
      continue;
    }
    const conditions = (rule.conditions ?? []).map((condition) =>
      compileCondition(tree, condition, problems),
    );
    const node = add('rule', target.guid, { source: rule, any: rule.trueIfAny === true, conditions });
    nodes[targets.get(target.guid)!]!.inputs.push(node.id);
  }
  return { formGuid: form.guid, tree, nodes, hiddenNode, readOnlyNode, problems };
}

/**
 * Links each node to its readers, orders the graph and cuts its cycles. A form's first screen computes its
 * verdicts from the nodes alone (on-demand.ts); the whole graph is linked when it is needed: a full
 * evaluation, the first change, or the first screen reading a cycle.
 */
export function linkRuleGraph(ruleNodes: RuleNodes): RuleGraph {
  const { tree, nodes, hiddenNode } = ruleNodes;
  // Ordering the graph reaches every node exactly when the rules form no cycle, the usual case; only
  // otherwise is the costlier search for cycles run, and the graph linked and ordered again without the
  // reads it cuts.
  linkDependents(nodes, hiddenNode);
  let order = topologicalOrder(nodes.length, (id) => nodes[id]!.dependents);
  let cycles: RuleCycle[] = [];
  if (order.length < nodes.length) {
    cycles = breakCycles(nodes, hiddenNode);
    linkDependents(nodes, hiddenNode);
    order = topologicalOrder(nodes.length, (id) => nodes[id]!.dependents);
  }
  const readers = new Map<string, number[]>();
  const contextReaders = new Map<ContextKey, number[]>();
  for (const node of nodes) {
    for (const compiled of node.rule?.conditions ?? []) {
      if (compiled.source !== undefined && !compiled.cut) pushUnique(readers, compiled.source, node.id);
      for (const key of CONTEXT_READS[compiled.condition.conditionType] ?? [])
        pushUnique(contextReaders, key, node.id);
    }
  }
  const rank = new Int32Array(nodes.length);
  order.forEach((id, position) => (rank[id] = position));
  for (const id of order) nodes[id]!.rowVarying = isRowVarying(nodes, nodes[id]!, tree);
  return { ...ruleNodes, order, rank, readers, contextReaders, cycles };
}

/** Links each node to the nodes reading it: its inputs and the answers its conditions read (cut reads aside). */
function linkDependents(nodes: readonly GraphNode[], hiddenNode: ReadonlyMap<string, number>): void {
  for (const node of nodes) node.dependents.length = 0;
  for (const node of nodes) {
    for (const input of node.inputs) nodes[input]!.dependents.push(node.id);
    for (const compiled of node.rule?.conditions ?? [])
      if (compiled.source !== undefined && !compiled.cut)
        nodes[hiddenNode.get(compiled.source)!]!.dependents.push(node.id);
  }
}

function compileCondition(tree: FormTree, condition: Condition, problems: string[]): CompiledCondition {
  if (condition.conditionType !== 'FormElementBased') return { condition, cut: false };
  const element = resolveElement(tree, condition.questionGuid, condition.questionCode);
  if (!element) {
    problems.push(`Condition ${condition.guid} reads an element that does not exist; it sees no answer.`);
    return { condition, cut: false };
  }
  return {
    condition,
    source: element.guid,
    read: { emptiness: emptinessOf(element.type), isPath: comparesAsPath(element.type) },
    cut: false,
  };
}

/**
 * Whether a node varies by row: it sits in a repeater and reads an answer of its own row, directly or
 * through an input of the same repeater that varies by row (whose own flag must be set already).
 */
export function isRowVarying(nodes: readonly GraphNode[], node: GraphNode, tree: FormTree): boolean {
  if (node.scope === null) return false;
  if (node.rule)
    return node.rule.conditions.some(
      (c) => c.source !== undefined && !c.cut && tree.scopeOf.get(c.source) === node.scope,
    );
  return node.inputs.some((input) => nodes[input]!.rowVarying && nodes[input]!.scope === node.scope);
}

function pushUnique<K>(map: Map<K, number[]>, key: K, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}
