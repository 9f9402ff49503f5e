import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import { answerIs, element, form, rule, stateOf, textsInSection } from './test-support.ts';

describe('rule semantics', () => {
  const elements = textsInSection('a', 'b', 't');
  const both = [answerIs('a', 'Equals', 'x'), answerIs('b', 'Equals', 'y')];

  it('a rule without conditions is false', () => {
    const evaluator = compileRules(form(elements, [rule('t', 'Hidden', []), rule('t', 'ReadOnly', [])]));
    const evaluation = evaluator.evaluateAll(stateOf());
    expect(evaluation.isHidden('t')).toBe(false);
    expect(evaluation.isReadOnly('t')).toBe(false);
  });

  it('needs all conditions unless trueIfAny', () => {
    const all = compileRules(form(elements, [rule('t', 'Hidden', both)]));
    const any = compileRules(form(elements, [rule('t', 'Hidden', both, true)]));
    expect(all.evaluateAll(stateOf({ a: 'x' })).isHidden('t')).toBe(false);
    expect(all.evaluateAll(stateOf({ a: 'x', b: 'y' })).isHidden('t')).toBe(true);
    expect(any.evaluateAll(stateOf({ a: 'x' })).isHidden('t')).toBe(true);
    expect(any.evaluateAll(stateOf({})).isHidden('t')).toBe(false);
  });

  it('finds a rule’s target by question code when the guid is unknown', () => {
    const byCode = {
      ...rule('t', 'Hidden', [answerIs('a', 'HasAnyValue')]),
      elementGuid: 'stale',
      elementQuestionCode: 't',
    };
    expect(
      compileRules(form(elements, [byCode]))
        .evaluateAll(stateOf({ a: 'x' }))
        .isHidden('t'),
    ).toBe(true);
  });
});

describe('hidden elements', () => {
  it('a hidden element’s answer is absent to the rules that read it, along a chain', () => {
    const elements = ['a', 'b', 'c', 'd'].map((guid) => element(guid, 'SimpleText', 's1'));
    const rules = [
      rule('b', 'Hidden', [answerIs('a', 'Equals', 'hide')]),
      rule('c', 'Hidden', [answerIs('b', 'HasNoValue')]),
      rule('d', 'Hidden', [answerIs('c', 'HasAnyValue')]),
    ];
    const evaluator = compileRules(form([element('s1', 'Section'), ...elements], rules));
    const shown = evaluator.evaluateAll(stateOf({ a: 'keep', b: 'filled', c: 'filled' }));
    expect([...shown.hidden]).toEqual(['d']);
    const chained = evaluator.evaluateAll(stateOf({ a: 'hide', b: 'filled', c: 'filled' }));
    // b hidden → its answer is absent → c hidden → its answer is absent → d shown.
    expect([...chained.hidden].sort()).toEqual(['b', 'c']);
  });

  it('a hidden section hides everything inside it, at any depth', () => {
    const elements = [
      element('switch', 'Boolean', 'top'),
      element('top', 'Section'),
      element('inner', 'Section', 'outer'),
      element('outer', 'Section'),
      element('q1', 'SimpleText', 'outer'),
      element('q2', 'Number', 'inner'),
    ];
    const evaluator = compileRules(
      form(elements, [rule('outer', 'Hidden', [answerIs('switch', 'Equals', true)])]),
    );
    expect([...evaluator.evaluateAll(stateOf({ switch: true })).hidden].sort()).toEqual([
      'inner',
      'outer',
      'q1',
      'q2',
    ]);
    expect(evaluator.evaluateAll(stateOf({ switch: false })).hidden.size).toBe(0);
  });

  it('reports a cycle and reads absent answers inside it instead of looping', () => {
    const elements = textsInSection('a', 'b', 'c');
    const rules = [
      rule('a', 'Hidden', [answerIs('b', 'HasAnyValue')]),
      rule('b', 'Hidden', [answerIs('a', 'HasAnyValue')]),
      rule('c', 'Hidden', [answerIs('b', 'HasAnyValue')]),
    ];
    const evaluator = compileRules(form(elements, rules));
    expect(evaluator.cycles).toHaveLength(1);
    expect([...evaluator.cycles[0]!.elementGuids].sort()).toEqual(['a', 'b']);
    expect([...evaluator.cycles[0]!.ruleGuids].sort()).toEqual([rules[0]!.guid, rules[1]!.guid].sort());
    // Inside the cycle a and b read each other as absent, so neither hides; c reads b normally.
    const evaluation = evaluator.evaluateAll(stateOf({ a: 'x', b: 'y' }));
    expect([...evaluation.hidden]).toEqual(['c']);
  });

  it('a rule reading its own target is a cycle too', () => {
    const elements = textsInSection('a');
    const evaluator = compileRules(form(elements, [rule('a', 'Hidden', [answerIs('a', 'HasNoValue')])]));
    expect(evaluator.cycles).toHaveLength(1);
    expect(evaluator.evaluateAll(stateOf({ a: 'typed' })).isHidden('a')).toBe(true);
  });
});
