import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import type { RuleState } from './evaluator.ts';
import { applyRandomChange, randomForm } from './random-forms.test-support.ts';
import { answerIs, form, rule, seededRandom, stateOf, textsInSection, workflowIs } from './test-support.ts';

// The slots that differ between two sets: what an update must report.
function difference(before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  return [
    ...[...before].filter((key) => !after.has(key)),
    ...[...after].filter((key) => !before.has(key)),
  ].sort();
}

describe('incremental updates', () => {
  it('report exactly the elements whose state flipped', () => {
    const elements = textsInSection('a', 'b', 'c');
    const rules = [
      rule('b', 'Hidden', [answerIs('a', 'Equals', 'x')]),
      rule('c', 'ReadOnly', [answerIs('a', 'HasAnyValue')]),
    ];
    const evaluator = compileRules(form(elements, rules));
    const state = stateOf();
    evaluator.evaluateAll(state);
    state.answers.setValue('a', null, 'y');
    expect(evaluator.update(state, 'a')).toEqual({ hidden: [], readOnly: ['c'] });
    state.answers.setValue('a', null, 'x');
    expect(evaluator.update(state, 'a')).toEqual({ hidden: ['b'], readOnly: [] });
    expect(evaluator.update(state, 'b')).toEqual({ hidden: [], readOnly: [] });
  });

  it('context changes re-evaluate the rules that read them', () => {
    const statusList = [
      { code: 'Open', label: 'Open' },
      { code: 'Closed', label: 'Closed' },
    ];
    const elements = textsInSection('a');
    const evaluator = compileRules(form(elements, [rule('s1', 'ReadOnly', [workflowIs('Is', 'Closed')])]));
    const state = stateOf({}, { workflowStatus: 'Open', statusList });
    evaluator.evaluateAll(state);
    (state.context as { workflowStatus: string }).workflowStatus = 'Closed';
    expect(evaluator.updateContext(state, ['workflowStatus']).readOnly).toEqual(['s1', 'a']);
    (state.context as { workflowArchived: boolean }).workflowArchived = true;
    expect(evaluator.updateContext(state, ['workflowArchived'])).toEqual({ hidden: [], readOnly: [] });
  });

  it('match a full evaluation after every change on random forms', () => {
    const random = seededRandom(20240531);
    for (let round = 0; round < 60; round++) {
      const generated = randomForm(random);
      const evaluator = compileRules(generated.form);
      const state: RuleState = stateOf(generated.answers, generated.context);
      evaluator.evaluateAll(state);
      for (let step = 0; step < 40; step++) {
        const before = evaluator.current(state);
        const hiddenBefore = new Set(before.hidden);
        const readOnlyBefore = new Set(before.readOnly);
        const changes = applyRandomChange(random, generated, state, evaluator);
        const fresh = evaluator.evaluateAll({ answers: state.answers, context: state.context });
        const after = evaluator.current(state);
        expect([...after.hidden].sort(), `round ${round} step ${step}`).toEqual([...fresh.hidden].sort());
        expect([...after.readOnly].sort()).toEqual([...fresh.readOnly].sort());
        expect([...changes.hidden].sort()).toEqual(difference(hiddenBefore, after.hidden));
        expect([...changes.readOnly].sort()).toEqual(difference(readOnlyBefore, after.readOnly));
      }
    }
  });
});
