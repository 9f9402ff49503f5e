import { componentsOf } from './graph-order.ts';
import type { GraphNode, RuleCycle } from './graph-types.ts';

/**
 * Finds cycles of Hidden rules (a rule reads an element whose visibility depends back on the rule)
 * and cuts them: inside a cycle, a condition reading an element of the same cycle reads an absent
 * answer. That is deterministic, needs no iteration, and leaves the graph acyclic.
 */
export function breakCycles(
  nodes: readonly GraphNode[],
  hiddenNode: ReadonlyMap<string, number>,
): RuleCycle[] {
  const successors: number[][] = nodes.map(() => []);
  for (const node of nodes) {
    for (const input of node.inputs) successors[input]!.push(node.id);
    for (const compiled of node.rule?.conditions ?? []) {
      if (compiled.source !== undefined) successors[hiddenNode.get(compiled.source)!]!.push(node.id);
    }
  }
  const component = componentsOf(nodes.length, (id) => successors[id]!);
  const members = new Map<number, GraphNode[]>();
  for (const node of nodes) {
    const list = members.get(component[node.id]!) ?? [];
    list.push(node);
    members.set(component[node.id]!, list);
  }
  const cycles: RuleCycle[] = [];
  for (const group of members.values()) {
    if (group.length < 2) continue;
    const ruleGuids: string[] = [];
    for (const node of group) {
      if (!node.rule) continue;
      ruleGuids.push(node.rule.source.guid);
      for (const compiled of node.rule.conditions) {
        if (
          compiled.source !== undefined &&
          component[hiddenNode.get(compiled.source)!] === component[node.id]
        )
          compiled.cut = true;
      }
    }
    const elementGuids = group.filter((node) => node.kind === 'hidden').map((node) => node.element);
    cycles.push({ ruleGuids, elementGuids });
  }
  return cycles;
}
