import type { AnswerStore } from './answer-store.ts';
import { NO_ROW } from './answer-store.ts';
import type { ContextView } from './context-condition.ts';
import { testElementCondition } from './element-condition.ts';
import { repeaterRows } from './form-tree.ts';
import type { CompiledCondition, GraphNode, RuleNodes } from './graph-types.ts';

/** A node's value: one boolean, or one per repeater row for row-varying nodes. */
export type NodeValue = boolean | Map<string, boolean>;

/** What computing a node reads. Built once per evaluation pass. */
export interface EvalPass {
  readonly graph: RuleNodes;
  readonly values: NodeValue[];
  readonly answers: AnswerStore;
  readonly view: ContextView;
  readonly archived: boolean;
  /** Rows of each repeater, listed once per pass. */
  readonly rows: Map<string, string[]>;
}

/** The rows of a repeater scope, cached for the pass. */
export function rowsOf(pass: EvalPass, scope: string): string[] {
  let rows = pass.rows.get(scope);
  if (!rows) pass.rows.set(scope, (rows = repeaterRows(pass.graph.tree, pass.answers, scope)));
  return rows;
}

/** A node's value in a row; a per-row node read outside its rows counts as false. */
function readNode(values: readonly NodeValue[], id: number, row: string): boolean {
  const value = values[id]!;
  return typeof value === 'boolean' ? value : (value.get(row) ?? false);
}

/** Computes a node's value in one row (NO_ROW for nodes that do not vary by row). */
export function computeNode(pass: EvalPass, node: GraphNode, row: string): boolean {
  if (node.rule) {
    const { conditions, any } = node.rule;
    if (conditions.length === 0) return false;
    return any
      ? conditions.some((c) => testCondition(pass, node, c, row))
      : conditions.every((c) => testCondition(pass, node, c, row));
  }
  if (
    node.kind === 'readOnly' &&
    (pass.archived || pass.graph.tree.byGuid.get(node.element)?.properties.isReadOnly === true)
  )
    return true;
  return node.inputs.some((input) => readNode(pass.values, input, row));
}

function testCondition(pass: EvalPass, node: GraphNode, compiled: CompiledCondition, row: string): boolean {
  const { condition, source, read } = compiled;
  if (condition.conditionType !== 'FormElementBased') return pass.view.test(condition);
  if (source === undefined || read === undefined || compiled.cut)
    return testElementCondition(condition, [undefined], read ?? FALLBACK_READ);
  return testElementCondition(condition, readAnswers(pass, node, source, row), read);
}

// The answers a condition sees: the answer outside repeaters, the same row's answer for a rule in the
// same repeater, or every row's answer when a rule outside a repeater reads an element inside it.
// A hidden element's answer is absent.
function readAnswers(pass: EvalPass, node: GraphNode, source: string, row: string): unknown[] {
  const hidden = pass.graph.hiddenNode.get(source)!;
  const scope = pass.graph.tree.scopeOf.get(source);
  if (scope === undefined || (node.rowVarying && scope === node.scope)) {
    const at = scope === undefined ? NO_ROW : row;
    return [readNode(pass.values, hidden, at) ? undefined : pass.answers.get(source, at)];
  }
  const values: unknown[] = [];
  for (const each of rowsOf(pass, scope))
    if (!readNode(pass.values, hidden, each)) values.push(pass.answers.get(source, each));
  return values;
}

const FALLBACK_READ = { emptiness: 'value', isPath: false } as const;
