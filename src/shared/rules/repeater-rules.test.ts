import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import { answerIs, element, form, rule, stateOf } from './test-support.ts';

// A list of witnesses: each row asks whether the witness was present and, if so, for a statement.
const elements = [
  element('s1', 'Section'),
  element('anonymous', 'Boolean', 's1'),
  element('witnesses', 'Repeater', 's1'),
  element('present', 'Boolean', 'witnesses'),
  element('statement', 'SimpleText', 'witnesses'),
  element('name', 'SimpleText', 'witnesses'),
  element('followUp', 'SimpleText', 's1'),
];
const rules = [
  rule('statement', 'Hidden', [answerIs('present', 'NotEquals', true)]),
  rule('name', 'Hidden', [answerIs('anonymous', 'Equals', true)]),
  rule('followUp', 'Hidden', [answerIs('present', 'HasNoValue')]),
];
const rows = { witnesses: { repeatableGroupGuids: ['row1', 'row2'] } };

describe('rules inside repeaters', () => {
  it('a rule on an element in a repeater reads the same row’s answers', () => {
    const evaluation = compileRules(form(elements, rules)).evaluateAll(
      stateOf({ ...rows, 'present/row1': true, 'present/row2': false }),
    );
    expect(evaluation.isHidden('statement', 'row1')).toBe(false);
    expect(evaluation.isHidden('statement', 'row2')).toBe(true);
    expect([...evaluation.hidden]).toEqual(['statement/row2']);
  });

  it('a rule reading only elements outside the repeater applies to every row at once', () => {
    const evaluation = compileRules(form(elements, rules)).evaluateAll(stateOf({ ...rows, anonymous: true }));
    expect(evaluation.hidden.has('name')).toBe(true);
    expect(evaluation.isHidden('name', 'row2')).toBe(true);
  });

  it('a rule outside the repeater sees the answers of all rows', () => {
    const evaluator = compileRules(form(elements, rules));
    expect(evaluator.evaluateAll(stateOf({ ...rows })).isHidden('followUp')).toBe(true);
    expect(evaluator.evaluateAll(stateOf({ ...rows, 'present/row2': false })).isHidden('followUp')).toBe(
      false,
    );
  });

  it('updating one row re-evaluates that row only', () => {
    const evaluator = compileRules(form(elements, rules));
    const state = stateOf({ ...rows, 'present/row1': true, 'present/row2': true });
    evaluator.evaluateAll(state);
    state.answers.setValue('present', 'row2', false);
    expect(evaluator.update(state, 'present', 'row2')).toEqual({ hidden: ['statement/row2'], readOnly: [] });
  });

  it('rows added or removed are picked up when the repeater’s answer changes', () => {
    const evaluator = compileRules(form(elements, rules));
    const state = stateOf({ ...rows, 'present/row1': true, 'present/row2': true });
    evaluator.evaluateAll(state);
    state.answers.setValue('witnesses', null, { repeatableGroupGuids: ['row1', 'row2', 'row3'] });
    expect(evaluator.update(state, 'witnesses')).toEqual({ hidden: ['statement/row3'], readOnly: [] });
    state.answers.setValue('witnesses', null, { repeatableGroupGuids: ['row1', 'row2'] });
    expect(evaluator.update(state, 'witnesses')).toEqual({ hidden: ['statement/row3'], readOnly: [] });
    expect(evaluator.current(state).hidden.size).toBe(0);
  });
});
