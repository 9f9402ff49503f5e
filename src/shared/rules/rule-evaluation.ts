import { NO_ROW, rowKey } from './answer-store.ts';
import type { NodeValue } from './node-eval.ts';

/**
 * The key of an element in one place: its guid, or 'guid/rowGuid' when its state differs between the
 * rows of its repeater. An element whose state is the same in every row is keyed by its guid alone.
 */
export function slotKey(elementGuid: string, rowGuid?: string | null): string {
  const row = rowKey(rowGuid);
  return row === NO_ROW ? elementGuid : `${elementGuid}/${row}`;
}

/** Slot keys whose state flipped in an update, so a renderer re-renders only those. */
export interface RuleChanges {
  readonly hidden: readonly string[];
  readonly readOnly: readonly string[];
}

/** How an evaluation made on demand computes what it is asked for (see `RulesEvaluator.evaluateOnDemand`). */
export interface OnDemand {
  /** Computes the element's verdicts and what they read, when not done yet. */
  element(elementGuid: string): void;
  /** Computes every verdict not computed yet. */
  all(): void;
}

/** Which elements are hidden and read-only. Live: the evaluator's updates change it in place. */
export class RuleEvaluation {
  /**
   * Slot keys of hidden elements (a hidden Section's descendants included). An evaluation made on demand
   * lists only the elements asked about until `complete()`; `isHidden` is always right.
   */
  readonly hidden = new Set<string>();
  /** Slot keys of read-only elements (rules, the element's own setting, an archived workflow); as `hidden`. */
  readonly readOnly = new Set<string>();
  #onDemand: OnDemand | null;

  /**
   * @param values the value of every graph node, kept up to date by the evaluator that made this.
   * @param onDemand computes verdicts as they are asked for; absent when every verdict is computed.
   */
  constructor(
    readonly values: NodeValue[],
    onDemand: OnDemand | null = null,
  ) {
    this.#onDemand = onDemand;
  }

  /** Whether every verdict is computed (always, unless made on demand and not completed yet). */
  get isComplete(): boolean {
    return this.#onDemand === null;
  }

  /** Computes every verdict not asked for yet. */
  complete(): void {
    const onDemand = this.#onDemand;
    this.#onDemand = null;
    onDemand?.all();
  }

  /** True when the element is hidden (in the given repeater row, when it sits in one). */
  isHidden(elementGuid: string, rowGuid?: string | null): boolean {
    this.#onDemand?.element(elementGuid);
    return (
      this.hidden.has(elementGuid) ||
      (rowKey(rowGuid) !== NO_ROW && this.hidden.has(slotKey(elementGuid, rowGuid)))
    );
  }

  /** True when the element is read-only (in the given repeater row, when it sits in one). */
  isReadOnly(elementGuid: string, rowGuid?: string | null): boolean {
    this.#onDemand?.element(elementGuid);
    return (
      this.readOnly.has(elementGuid) ||
      (rowKey(rowGuid) !== NO_ROW && this.readOnly.has(slotKey(elementGuid, rowGuid)))
    );
  }

  /** True when an answer to the element may not be written: it is hidden or read-only. */
  refusesWrite(elementGuid: string, rowGuid?: string | null): boolean {
    return this.isHidden(elementGuid, rowGuid) || this.isReadOnly(elementGuid, rowGuid);
  }
}
