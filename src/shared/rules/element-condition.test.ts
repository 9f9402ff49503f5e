import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import type { ConditionOperator } from '../generated/types.gen.ts';
import { answerIs, element, form, rule, stateOf, textsInSection } from './test-support.ts';

// Hides 'target' when the condition on 'source' holds, and reports whether it is hidden.
function hides(
  sourceType: string,
  op: ConditionOperator,
  expected: string | number | boolean | undefined,
  answer: unknown,
): boolean {
  const definition = form(
    [element('s1', 'Section'), element('source', sourceType, 's1'), element('target', 'SimpleText', 's1')],
    [rule('target', 'Hidden', [answerIs('source', op, expected)])],
  );
  return compileRules(definition)
    .evaluateAll(stateOf(answer === undefined ? {} : { source: answer }))
    .isHidden('target');
}

describe('answer conditions', () => {
  it('equals compares text ignoring case and surrounding blanks, numbers by value', () => {
    expect(hides('SimpleText', 'Equals', 'Yes', ' yes ')).toBe(true);
    expect(hides('SimpleText', 'Equals', 'Yes', 'Yesterday')).toBe(false);
    expect(hides('Number', 'Equals', '5', 5)).toBe(true);
    expect(hides('Number', 'Equals', '5.0', 5)).toBe(true);
    expect(hides('Number', 'Equals', 5, 6)).toBe(false);
  });

  it('not equals is true for a different answer and for no answer', () => {
    expect(hides('RadioButtons', 'NotEquals', 'other', 'mine')).toBe(true);
    expect(hides('RadioButtons', 'NotEquals', 'other', 'other')).toBe(false);
    expect(hides('RadioButtons', 'NotEquals', 'other', undefined)).toBe(true);
  });

  it('contains and not contains look for text inside the answer', () => {
    expect(hides('SimpleText', 'Contains', 'fire', 'Small FIRE in kitchen')).toBe(true);
    expect(hides('SimpleText', 'Contains', 'flood', 'Small fire')).toBe(false);
    expect(hides('SimpleText', 'NotContains', 'flood', 'Small fire')).toBe(true);
    expect(hides('SimpleText', 'NotContains', 'fire', 'Small fire')).toBe(false);
  });

  it('checkbox answers equal any ticked option', () => {
    expect(hides('Checkboxes', 'Equals', 'b', ['a', 'b'])).toBe(true);
    expect(hides('Checkboxes', 'Equals', 'c', ['a', 'b'])).toBe(false);
    expect(hides('Checkboxes', 'NotEquals', 'c', ['a', 'b'])).toBe(true);
  });

  it('has any value and has no value follow each type’s emptiness', () => {
    expect(hides('SimpleText', 'HasAnyValue', undefined, 'x')).toBe(true);
    expect(hides('SimpleText', 'HasAnyValue', undefined, '')).toBe(false);
    expect(hides('SimpleText', 'HasNoValue', undefined, undefined)).toBe(true);
    expect(hides('Number', 'HasAnyValue', undefined, 0)).toBe(true);
    expect(hides('Boolean', 'HasAnyValue', undefined, false)).toBe(true);
    expect(hides('Checkboxes', 'HasNoValue', undefined, [])).toBe(true);
    expect(hides('RichText', 'HasNoValue', undefined, '<p>&nbsp;</p><p> </p>')).toBe(true);
    expect(hides('RichText', 'HasAnyValue', undefined, '<p>Done</p>')).toBe(true);
  });

  it('a linked answer has a value once something is stored for it', () => {
    expect(hides('LinkedAnswer', 'HasAnyValue', undefined, undefined)).toBe(false);
    expect(hides('LinkedAnswer', 'HasNoValue', undefined, undefined)).toBe(true);
    expect(hides('LinkedAnswer', 'HasAnyValue', undefined, 'Jordan Lee')).toBe(true);
  });

  it('name stamps count only when not revoked', () => {
    const revoked = [
      { guid: 'st1', userGuid: 'u', userName: 'Ann', timeStamped: '2024-01-01T00:00:00Z', revoked: true },
    ];
    const active = [...revoked, { ...revoked[0], guid: 'st2', revoked: false }];
    expect(hides('NameStamp', 'HasAnyValue', undefined, revoked)).toBe(false);
    expect(hides('NameStamp', 'HasNoValue', undefined, revoked)).toBe(true);
    expect(hides('NameStamp', 'HasAnyValue', undefined, active)).toBe(true);
  });

  it('count equals and count not equals compare the number of files', () => {
    const files = [
      { fileName: 'a.pdf', fileGuid: 'f1' },
      { fileName: 'b.pdf', fileGuid: 'f2' },
    ];
    expect(hides('FileUpload', 'CountEquals', 2, files)).toBe(true);
    expect(hides('FileUpload', 'CountEquals', '1', files)).toBe(false);
    expect(hides('FileUpload', 'CountNotEquals', 1, files)).toBe(true);
    expect(hides('FileUpload', 'CountEquals', 0, undefined)).toBe(true);
    expect(hides('FileUpload', 'CountEquals', 'many', files)).toBe(false);
  });

  it('cascader paths compare as a / b whatever the slashes and spacing', () => {
    expect(hides('Cascader', 'Equals', 'ON/toronto', ['ON', 'toronto'])).toBe(true);
    expect(hides('Cascader', 'Equals', 'ON /  toronto', 'ON//toronto')).toBe(true);
    expect(hides('Cascader', 'Equals', 'ON', ['ON', 'toronto'])).toBe(false);
    expect(hides('Cascader', 'Contains', 'on / tor', ['ON', 'toronto'])).toBe(true);
  });

  it('yes / no answers match true and false or yes and no', () => {
    expect(hides('Boolean', 'Equals', true, true)).toBe(true);
    expect(hides('Boolean', 'Equals', 'Yes', true)).toBe(true);
    expect(hides('Boolean', 'Equals', 'no', true)).toBe(false);
  });

  it('a condition on an element that does not exist sees no answer', () => {
    const definition = form(textsInSection('target'), [
      rule('target', 'Hidden', [answerIs('gone', 'HasNoValue')]),
    ]);
    const evaluator = compileRules(definition);
    expect(evaluator.evaluateAll(stateOf()).isHidden('target')).toBe(true);
    expect(evaluator.problems).toHaveLength(1);
  });
});
