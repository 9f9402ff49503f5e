import { describe, expect, it } from 'vitest';
import { compileRules } from './evaluator.ts';
import { answerIs, element, form, rule, stateOf, workflowIs } from './test-support.ts';

const statusList = [
  { code: 'Started', label: 'Started' },
  { code: 'Review', label: 'Review' },
  { code: 'Done', label: 'Done' },
];

describe('read-only elements', () => {
  const elements = [
    element('s1', 'Section'),
    element('q', 'SimpleText', 's1'),
    element('fixed', 'SimpleText', 's1', { isReadOnly: true }),
  ];

  it('workflow-status rules make elements read-only', () => {
    const evaluator = compileRules(
      form(elements, [rule('s1', 'ReadOnly', [workflowIs('After', 'Started')])]),
    );
    expect(
      evaluator.evaluateAll(stateOf({}, { workflowStatus: 'Started', statusList })).isReadOnly('q'),
    ).toBe(false);
    expect(
      [...evaluator.evaluateAll(stateOf({}, { workflowStatus: 'Done', statusList })).readOnly].sort(),
    ).toEqual(['fixed', 'q', 's1']);
  });

  it('the element’s own read-only setting and an archived workflow make it read-only', () => {
    const evaluator = compileRules(form(elements));
    expect([...evaluator.evaluateAll(stateOf()).readOnly]).toEqual(['fixed']);
    expect(evaluator.evaluateAll(stateOf({}, { workflowArchived: true })).readOnly.size).toBe(
      elements.length,
    );
  });

  it('read-only does not hide and does not make answers absent', () => {
    const rules = [
      rule('q', 'ReadOnly', [workflowIs('Is', 'Done')]),
      rule('fixed', 'Hidden', [answerIs('q', 'HasAnyValue')]),
    ];
    const evaluation = compileRules(form(elements, rules)).evaluateAll(
      stateOf({ q: 'x' }, { workflowStatus: 'Done', statusList }),
    );
    expect(evaluation.isReadOnly('q')).toBe(true);
    expect(evaluation.isHidden('fixed')).toBe(true);
    expect(evaluation.refusesWrite('q')).toBe(true);
  });
});
