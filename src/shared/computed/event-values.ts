import { NO_ROW } from '../rules/answer-store.ts';
import type { FormTree } from '../rules/form-tree.ts';
import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { eventSourceGuids } from './event-checks.ts';
import { evaluateExpression, parseExpression } from './expression.ts';
import { numericValue, sumOf } from './numbers.ts';

/** How events read answers: one answer by element and row, and the rows of a repeater. */
export interface EventReader {
  readonly tree: FormTree;
  read(guid: string, row: string): unknown;
  rows(repeaterGuid: string): string[];
}

/** An event, the element it fills and the elements it reads. */
export interface TargetedEvent {
  readonly target: FormElement;
  readonly event: ElementEvent;
  readonly sources: readonly string[];
}

/** The events of a form indexed by the elements they read, for the given trigger. */
export function eventsBySource(tree: FormTree, trigger: 'OnSave' | 'OnChange'): Map<string, TargetedEvent[]> {
  const index = new Map<string, TargetedEvent[]>();
  for (const target of tree.elements) {
    for (const event of target.events ?? []) {
      if (trigger === 'OnChange' && event.trigger !== 'OnChange') continue;
      const sources = [...new Set(sourcesOf(tree, event))];
      for (const source of sources) {
        const list = index.get(source) ?? [];
        list.push({ target, event, sources });
        index.set(source, list);
      }
    }
  }
  return index;
}

/**
 * Computes an event's raw result for one row of its target (null for no value): the sum of the
 * sources' numbers, numerator / denominator × 100 (no value when the denominator is 0 or missing),
 * or the custom expression's result.
 */
export async function computeEvent(
  reader: EventReader,
  target: FormElement,
  event: ElementEvent,
  row: string,
): Promise<unknown> {
  const scope = reader.tree.scopeOf.get(target.guid);
  const numbers = (guid: string | null | undefined) =>
    guid ? valuesOf(reader, guid, scope, row).values.map(numericValue) : [];
  switch (event.eventType) {
    case 'SumTo':
      return sumOf((event.formElementGuidsToSum ?? []).flatMap(numbers)) ?? null;
    case 'PercentageTo': {
      const numerator = sumOf(numbers(event.numeratorFormElementGuid));
      const denominator = sumOf(numbers(event.denominatorFormElementGuid));
      if (numerator === undefined || denominator === undefined || denominator === 0) return null;
      return (numerator / denominator) * 100;
    }
    case 'CustomExpression': {
      const parsed = parseExpression(event.customExpression ?? '');
      const input: Record<string, unknown> = {};
      for (const code of parsed.questionCodes) {
        const source = reader.tree.byCode.get(code);
        if (!source) continue;
        const { values, perRow } = valuesOf(reader, source.guid, scope, row);
        const present = values.filter((value) => value !== undefined);
        input[code] = perRow ? present : present[0];
      }
      return evaluateExpression(parsed, input);
    }
    default:
      return null;
  }
}

// A source outside repeaters has one answer; in the target's repeater, the same row's; in another
// repeater (or read from outside it), one answer per row, which sums add up.
function valuesOf(
  reader: EventReader,
  source: string,
  targetScope: string | undefined,
  row: string,
): { values: unknown[]; perRow: boolean } {
  const scope = reader.tree.scopeOf.get(source);
  if (scope === undefined) return { values: [reader.read(source, NO_ROW)], perRow: false };
  if (scope === targetScope && row !== NO_ROW) return { values: [reader.read(source, row)], perRow: false };
  return { values: reader.rows(scope).map((each) => reader.read(source, each)), perRow: true };
}

function sourcesOf(tree: FormTree, event: ElementEvent): string[] {
  if (event.eventType !== 'CustomExpression') return eventSourceGuids(event);
  try {
    return parseExpression(event.customExpression ?? '').questionCodes.flatMap(
      (code) => tree.byCode.get(code)?.guid ?? [],
    );
  } catch {
    // An invalid expression reads nothing; validation reports it where it is edited.
    return [];
  }
}
