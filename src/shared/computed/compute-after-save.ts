import { EMPTY_GUID, NO_ROW, rowKey } from '../rules/answer-store.ts';
import type { AnswerStore } from '../rules/answer-store.ts';
import { buildFormTree, repeaterRows } from '../rules/form-tree.ts';
import type { FormTree } from '../rules/form-tree.ts';
import type { ElementEvent, FormDefinition, FormElement } from '../generated/types.gen.ts';
import type { RuleEvaluation } from '../rules/rule-evaluation.ts';
import { checkElementEvent } from './event-checks.ts';
import { reachedEvents } from './event-order.ts';
import { computeEvent, eventsBySource } from './event-values.ts';
import type { EventReader, TargetedEvent } from './event-values.ts';
import { nameOf, targetValue } from './numbers.ts';

/** A computed answer to save: newValue null means the answer is removed. */
export interface ComputedUpdate {
  readonly elementGuid: string;
  /** The row of the target; the empty guid outside repeaters, as in answers. */
  readonly repeatableGroupGuid: string;
  readonly newValue: unknown;
}

/** An event that could not run, with the reason in words. */
export interface ComputedError {
  readonly elementGuid: string;
  readonly message: string;
}

/** How computeAfterSave reads answers and which events it runs. */
export interface ComputeOptions {
  /** With an evaluation, hidden source answers count as absent. */
  readonly evaluation?: RuleEvaluation;
  /** 'OnChange' runs only the events triggered on change; a save (the default) runs them all. */
  readonly trigger?: 'OnSave' | 'OnChange';
  /** The form's element tree when the caller keeps one (the server's per-form cache); built otherwise. */
  readonly tree?: FormTree;
}

// The events by source of a tree, made once per tree: a kept tree (the server's) then spares each save
// the scan of every element. The index is only read.
const indexes = new WeakMap<FormTree, Partial<Record<'OnSave' | 'OnChange', Map<string, TargetedEvent[]>>>>();
function eventsOf(tree: FormTree, trigger: 'OnSave' | 'OnChange'): Map<string, TargetedEvent[]> {
  let byTrigger = indexes.get(tree);
  if (!byTrigger) indexes.set(tree, (byTrigger = {}));
  return (byTrigger[trigger] ??= eventsBySource(tree, trigger));
}

/**
 * Recomputes the element events whose sources include the saved answer, then the events fed by
 * their results, in dependency order; each event runs once, so events feeding each other cannot loop.
 * Returns only values that differ from the stored answers; the caller saves them.
 */
export async function computeAfterSave(
  form: FormDefinition,
  answers: AnswerStore,
  savedElementGuid: string,
  savedRowGuid?: string | null,
  options: ComputeOptions = {},
): Promise<{ updates: ComputedUpdate[]; errors: ComputedError[] }> {
  const tree = options.tree ?? buildFormTree(form.components);
  const overlay = new Map<string, unknown>();
  const stored = (guid: string, row: string): unknown => {
    const key = `${guid}/${row}`;
    return overlay.has(key) ? overlay.get(key) : answers.get(guid, row);
  };
  const read = (guid: string, row: string): unknown =>
    options.evaluation?.isHidden(guid, row) ? undefined : stored(guid, row);
  const reader: EventReader = { tree, read, rows: (scope) => repeaterRows(tree, answers, scope) };
  const updates = new Map<string, ComputedUpdate>();
  const errors: ComputedError[] = [];
  // Rows changed so far, per element: the saved answer first, then each computed target.
  const changed = new Map<string, Set<string>>([[savedElementGuid, new Set([rowKey(savedRowGuid)])]]);
  for (const { target, event, sources } of reachedEvents(
    eventsOf(tree, options.trigger ?? 'OnSave'),
    savedElementGuid,
  )) {
    const problem = checkElementEvent(target, event, tree.byGuid);
    if (problem) {
      errors.push({ elementGuid: target.guid, message: problem });
      continue;
    }
    const rows = new Set<string>();
    for (const source of sources)
      for (const row of changed.get(source) ?? [])
        for (const each of targetRows(tree, reader, target.guid, source, row)) rows.add(each);
    for (const row of rows) {
      const converted = await computeInto(reader, target, event, row);
      if ('error' in converted) {
        errors.push({ elementGuid: target.guid, message: converted.error });
        continue;
      }
      if (sameValue(stored(target.guid, row), converted.value)) continue;
      overlay.set(`${target.guid}/${row}`, converted.value);
      updates.set(`${target.guid}/${row}`, {
        elementGuid: target.guid,
        repeatableGroupGuid: row === NO_ROW ? EMPTY_GUID : row,
        newValue: converted.value,
      });
      changed.set(target.guid, (changed.get(target.guid) ?? new Set()).add(row));
    }
  }
  return { updates: [...updates.values()], errors };
}

async function computeInto(
  reader: EventReader,
  target: FormElement,
  event: ElementEvent,
  row: string,
): Promise<ReturnType<typeof targetValue>> {
  try {
    return targetValue(target, await computeEvent(reader, target, event, row));
  } catch (error) {
    // JSONata evaluation errors (a type mismatch, the time limit) carry a readable message.
    return { error: `The custom expression of ${nameOf(target)} failed: ${(error as Error).message}` };
  }
}

// A target in the changed element's repeater follows the changed row; a target in another repeater is
// recomputed in all its rows; a target outside repeaters has one value.
function targetRows(
  tree: FormTree,
  reader: EventReader,
  target: string,
  changed: string,
  row: string,
): string[] {
  const scope = tree.scopeOf.get(target);
  if (scope === undefined) return [NO_ROW];
  if (tree.scopeOf.get(changed) === scope && row !== NO_ROW) return [row];
  return reader.rows(scope);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
