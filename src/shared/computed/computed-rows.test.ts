import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../rules/answer-store.ts';
import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { element, form, stateOf } from '../rules/test-support.ts';
import { computeAfterSave } from './compute-after-save.ts';

function withEvent(target: FormElement, event: ElementEvent): FormElement {
  return { ...target, events: [event] };
}

describe('computed fields across rows and chains', () => {
  it('computes per row inside a repeater, and totals over all rows outside it', async () => {
    const definition = form([
      element('s1', 'Section'),
      element('lines', 'Repeater', 's1'),
      element('qty', 'Number', 'lines'),
      element('price', 'Money', 'lines'),
      withEvent(element('amount', 'Money', 'lines'), {
        eventType: 'CustomExpression',
        customExpression: 'qty * price',
      }),
      withEvent(element('grand', 'Money', 's1'), { eventType: 'SumTo', formElementGuidsToSum: ['amount'] }),
    ]);
    const state = stateOf({
      lines: { repeatableGroupGuids: ['r1', 'r2'] },
      'qty/r1': 2,
      'price/r1': 5,
      'amount/r1': 10,
      'qty/r2': 3,
      'price/r2': 4,
    });
    const result = await computeAfterSave(definition, state.answers, 'qty', 'r2');
    expect(result.updates).toEqual([
      { elementGuid: 'amount', repeatableGroupGuid: 'r2', newValue: 12 },
      { elementGuid: 'grand', repeatableGroupGuid: EMPTY_GUID, newValue: 22 },
    ]);
  });

  it('stops events that feed each other after one round', async () => {
    const definition = form([
      element('s1', 'Section'),
      withEvent(element('a', 'Number', 's1'), { eventType: 'SumTo', formElementGuidsToSum: ['b'] }),
      withEvent(element('b', 'Number', 's1'), { eventType: 'CustomExpression', customExpression: 'a + 1' }),
    ]);
    const result = await computeAfterSave(definition, stateOf({ a: 1 }).answers, 'a');
    expect(result.updates).toEqual([
      { elementGuid: 'b', repeatableGroupGuid: EMPTY_GUID, newValue: 2 },
      { elementGuid: 'a', repeatableGroupGuid: EMPTY_GUID, newValue: 2 },
    ]);
  });
});
