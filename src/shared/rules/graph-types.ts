import type { ContextKey } from './context-condition.ts';
import type { ReadElement } from './element-condition.ts';
import type { FormTree } from './form-tree.ts';
import type { Condition, FormRule } from '../generated/types.gen.ts';

/** Rules that hide elements read by each other, directly or through a chain. */
export interface RuleCycle {
  readonly ruleGuids: readonly string[];
  /** Elements whose visibility is part of the cycle. */
  readonly elementGuids: readonly string[];
}

/** One condition of a compiled rule. */
export interface CompiledCondition {
  readonly condition: Condition;
  /** The element an answer condition reads (undefined when the element does not exist). */
  readonly source?: string;
  readonly read?: ReadElement;
  /** Set when the read closes a cycle of rules: the condition then reads an absent answer. */
  cut: boolean;
}

/**
 * A node of the dependency graph: a rule's truth, or an element's hidden or read-only state.
 * Nodes inside a repeater whose value depends on the row's own answers are row-varying: they hold one
 * value per row of their scope.
 */
export interface GraphNode {
  readonly id: number;
  readonly kind: 'rule' | 'hidden' | 'readOnly';
  readonly element: string;
  readonly scope: string | null;
  readonly rule?: {
    readonly source: FormRule;
    readonly any: boolean;
    readonly conditions: CompiledCondition[];
  };
  /** Rule nodes and the parent's node that an element node ORs together. */
  readonly inputs: number[];
  readonly dependents: number[];
  rowVarying: boolean;
}

/**
 * A form's rules made into nodes, each knowing what it reads, but not yet linked the other way or ordered:
 * enough to compute the verdicts of a few elements (on-demand.ts) without the whole form's graph.
 */
export interface RuleNodes {
  readonly formGuid: string;
  readonly tree: FormTree;
  readonly nodes: readonly GraphNode[];
  readonly hiddenNode: ReadonlyMap<string, number>;
  readonly readOnlyNode: ReadonlyMap<string, number>;
  /** Rules that could not be applied fully, in words for the designer. */
  readonly problems: readonly string[];
}

/** The compiled rules of one form definition: its nodes linked both ways, ordered, cycles cut. */
export interface RuleGraph extends RuleNodes {
  /** Node ids in dependency order; rank[id] is a node's position in it. */
  readonly order: readonly number[];
  readonly rank: Int32Array;
  /** Rule nodes reading each element's answer. */
  readonly readers: ReadonlyMap<string, readonly number[]>;
  readonly contextReaders: ReadonlyMap<ContextKey, readonly number[]>;
  readonly cycles: readonly RuleCycle[];
}
