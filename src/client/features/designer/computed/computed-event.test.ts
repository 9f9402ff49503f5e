import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormElement } from '../../../../shared/generated/types.gen.ts';
import {
  computedKindsFor,
  computedEventProblem,
  expressionQuestions,
  expressionTokens,
  offersComputedTab,
  startEvent,
  summableSources,
  withComputedEvent,
} from './computed-event.ts';
import { saveBlocker } from '../save-blocker.ts';

const el = (guid: string, type: string, extra: Partial<FormElement> = {}) =>
  ({ guid, type, label: guid, questionCode: guid, parentGuid: 's', properties: {}, ...extra }) as FormElement;
const noVerdict = () => null;

describe('the Computed tab', () => {
  it('is offered only to the types the spec names, with sum and percentage only for summable ones', () => {
    const offered = [
      'SimpleText',
      'Number',
      'Money',
      'RadioButtons',
      'Checkboxes',
      'Date',
      'Heading',
      'Section',
    ]
      .filter((type) => offersComputedTab(el('x', type)))
      .sort();
    expect(offered).toEqual(['Checkboxes', 'Money', 'Number', 'RadioButtons', 'SimpleText']);
    expect(computedKindsFor(el('t', 'SimpleText'))).toEqual(['CustomExpression']);
    expect(computedKindsFor(el('n', 'Money'))).toEqual(['SumTo', 'PercentageTo', 'CustomExpression']);
  });

  it('sums only live summable elements other than the target', () => {
    const target = el('total', 'Number');
    const components = [
      el('s', 'Section', { parentGuid: null }),
      target,
      el('a', 'Number'),
      el('b', 'Money', { isArchived: true }),
      el('c', 'RadioButtons'),
      el('d', 'SimpleText'),
    ];
    expect(summableSources(components, target).map((element) => element.guid)).toEqual(['a', 'c']);
  });

  it('lets an expression name every answering question except the target, and finds the codes it uses', () => {
    const target = el('Total', 'Number');
    const questions = expressionQuestions(
      [el('s', 'Section', { parentGuid: null }), target, el('Hours', 'Number'), el('Rate', 'Money')],
      target,
    );
    expect(questions.map((question) => question.questionCode)).toEqual(['Hours', 'Rate']);
    expect(expressionTokens('Hours * Rate + Hours + $sum(`Rate`) + other', questions)).toEqual([
      'Hours',
      'Rate',
    ]);
  });

  it('replaces the one computation, keeping the trigger when the kind changes', () => {
    const element = withComputedEvent(el('t', 'Number'), { eventType: 'SumTo', trigger: 'OnChange' });
    const changed = withComputedEvent(element, startEvent('CustomExpression', element.events![0]!));
    expect(changed.events).toEqual([
      { eventType: 'CustomExpression', trigger: 'OnChange', customExpression: '' },
    ]);
    expect(withComputedEvent(changed, null).events).toEqual([]);
  });

  it('names what keeps a computation from being saved', () => {
    const sum = withComputedEvent(el('Total', 'Number'), startEvent('SumTo', null));
    expect(computedEventProblem(sum, noVerdict)).toBe(
      "Computed value of 'Total': choose at least one element to sum.",
    );
    const percentage = withComputedEvent(el('Share', 'Number'), {
      ...startEvent('PercentageTo', null),
      numeratorFormElementGuid: 'a',
    });
    expect(computedEventProblem(percentage, noVerdict)).toBe(
      "Computed value of 'Share': choose a numerator and a denominator.",
    );
    const blank = withComputedEvent(el('Text', 'SimpleText'), startEvent('CustomExpression', null));
    expect(computedEventProblem(blank, noVerdict)).toBe("Computed value of 'Text': Invalid expression");
    const judged = withComputedEvent(el('Text', 'SimpleText'), {
      eventType: 'CustomExpression',
      customExpression: 'Hours *',
    });
    expect(computedEventProblem(judged, () => 'Expected expression')).toBe(
      "Computed value of 'Text': Expected expression",
    );
    expect(computedEventProblem(judged, noVerdict)).toBeNull();
  });

  it('blocks Save and autosave with the first problem of the draft', () => {
    const form = {
      guid: 'f',
      name: 'Form',
      formCode: 'F',
      formType: 'Other',
      components: [
        el('s', 'Section', { parentGuid: null }),
        withComputedEvent(el('Total', 'Number'), startEvent('SumTo', null)),
      ],
      rules: [],
    } as unknown as FormDefinition;
    expect(saveBlocker(form, noVerdict)).toEqual({
      message: "Computed value of 'Total': choose at least one element to sum.",
      tab: 'design',
    });
    expect(saveBlocker({ ...form, name: '' }, noVerdict)).toEqual({
      message: 'Name is required',
      tab: 'properties',
    });
  });
});
