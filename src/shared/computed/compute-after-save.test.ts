import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../rules/answer-store.ts';
import { compileRules } from '../rules/evaluator.ts';
import type { ElementEvent, FormElement } from '../generated/types.gen.ts';
import { answerIs, element, form, rule, stateOf } from '../rules/test-support.ts';
import { computeAfterSave } from './compute-after-save.ts';

function withEvent(target: FormElement, event: ElementEvent): FormElement {
  return { ...target, events: [event] };
}

const options = [
  { value: '1', label: 'Low' },
  { value: '3', label: 'High' },
];

describe('computed fields', () => {
  const elements = [
    element('s1', 'Section'),
    element('hours', 'Number', 's1'),
    element('extra', 'Money', 's1'),
    element('risk', 'RadioButtons', 's1', { radioButtonOptions: options }),
    element('flags', 'Checkboxes', 's1', { checkboxOptions: options }),
    withEvent(element('total', 'Money', 's1'), {
      eventType: 'SumTo',
      formElementGuidsToSum: ['hours', 'extra', 'risk', 'flags'],
    }),
    withEvent(element('share', 'Number', 's1', { precision: 2 }), {
      eventType: 'PercentageTo',
      numeratorFormElementGuid: 'hours',
      denominatorFormElementGuid: 'total',
    }),
  ];

  it('sums numbers, money and the numeric values of chosen options, then the events fed by the sum', async () => {
    const state = stateOf({ hours: 2, extra: 10.5, risk: '3', flags: ['1', '3'] });
    const result = await computeAfterSave(form(elements), state.answers, 'hours');
    expect(result.errors).toEqual([]);
    expect(result.updates).toEqual([
      { elementGuid: 'total', repeatableGroupGuid: EMPTY_GUID, newValue: 19.5 },
      { elementGuid: 'share', repeatableGroupGuid: EMPTY_GUID, newValue: 10.26 },
    ]);
  });

  it('runs an event after the events filling its sources, whatever their order in the form', async () => {
    const reversed = [elements[0]!, elements[6]!, ...elements.slice(1, 6)];
    const result = await computeAfterSave(
      form(reversed),
      stateOf({ hours: 2, extra: 10.5, risk: '3', flags: ['1', '3'] }).answers,
      'hours',
    );
    expect(result.updates.map((update) => [update.elementGuid, update.newValue])).toEqual([
      ['total', 19.5],
      ['share', 10.26],
    ]);
  });

  it('gives a percentage no value when the denominator is 0 and leaves unchanged answers alone', async () => {
    const state = stateOf({ hours: 0, total: 0, share: 50 });
    const result = await computeAfterSave(form(elements), state.answers, 'hours');
    expect(result.updates).toEqual([
      { elementGuid: 'share', repeatableGroupGuid: EMPTY_GUID, newValue: null },
    ]);
  });

  it('does nothing when the saved element feeds no event', async () => {
    const result = await computeAfterSave(form(elements), stateOf({ share: 3 }).answers, 'share');
    expect(result).toEqual({ updates: [], errors: [] });
  });

  it('treats hidden sources as absent when given the rules evaluation', async () => {
    const definition = form(
      [...elements, element('skip', 'Boolean', 's1')],
      [rule('extra', 'Hidden', [answerIs('skip', 'Equals', true)])],
    );
    const state = stateOf({ hours: 2, extra: 10, skip: true });
    const evaluation = compileRules(definition).evaluateAll(state);
    const result = await computeAfterSave(definition, state.answers, 'hours', null, { evaluation });
    expect(result.updates[0]).toEqual({ elementGuid: 'total', repeatableGroupGuid: EMPTY_GUID, newValue: 2 });
  });

  it('evaluates custom expressions with answers by question code', async () => {
    const definition = form([
      element('s1', 'Section'),
      element('hours', 'Number', 's1'),
      element('rate', 'Money', 's1'),
      withEvent(element('pay', 'Money', 's1'), {
        eventType: 'CustomExpression',
        customExpression: 'hours * rate',
      }),
      withEvent(element('summary', 'SimpleText', 's1'), {
        eventType: 'CustomExpression',
        customExpression: '"Pay: " & $string(pay)',
      }),
    ]);
    const result = await computeAfterSave(definition, stateOf({ hours: 7.5, rate: 20.1 }).answers, 'rate');
    expect(result.updates.map((update) => update.newValue)).toEqual([150.75, 'Pay: 150.75']);
  });

  it('refuses targets that cannot hold a computed number, with a clear error', async () => {
    const definition = form([
      element('s1', 'Section'),
      element('a', 'Number', 's1'),
      withEvent(element('when', 'Date', 's1'), { eventType: 'SumTo', formElementGuidsToSum: ['a'] }),
    ]);
    const result = await computeAfterSave(definition, stateOf({ a: 1 }).answers, 'a');
    expect(result.updates).toEqual([]);
    expect(result.errors[0]?.message).toBe(
      "Sum-to and percentage-to events may target only Number, Money, Radio Buttons and Checkboxes elements, not 'when' (when).",
    );
  });

  it('reports a result that matches no option of a radio button target', async () => {
    const definition = form([
      element('s1', 'Section'),
      element('a', 'Number', 's1'),
      withEvent(element('level', 'RadioButtons', 's1', { radioButtonOptions: options }), {
        eventType: 'SumTo',
        formElementGuidsToSum: ['a'],
      }),
    ]);
    expect((await computeAfterSave(definition, stateOf({ a: 3 }).answers, 'a')).updates[0]?.newValue).toBe(
      '3',
    );
    expect((await computeAfterSave(definition, stateOf({ a: 2 }).answers, 'a')).errors[0]?.message).toBe(
      "'level' (level) has no option with the value 2.",
    );
  });
});
