import { describe, expect, it } from 'vitest';
import type { RuleContext } from './context-condition.ts';
import { compileRules } from './evaluator.ts';
import type { Condition } from '../generated/types.gen.ts';
import {
  FORM_GUID,
  form,
  formIs,
  inFrame,
  rule,
  stateOf,
  textsInSection,
  userIn,
  workflowIs,
} from './test-support.ts';

const statusList = [
  { code: 'Started', label: 'Started' },
  { code: 'InProgress', label: 'In Progress' },
  { code: 'Completed', label: 'Completed', isEndpoint: true },
];

function hides(condition: Condition, context: RuleContext): boolean {
  const definition = form(textsInSection('target'), [rule('target', 'Hidden', [condition])]);
  return compileRules(definition).evaluateAll(stateOf({}, context)).isHidden('target');
}

describe('workflow status conditions', () => {
  const at = (workflowStatus: string | null): RuleContext => ({ workflowStatus, statusList });

  it('is and is not compare the current status', () => {
    expect(hides(workflowIs('Is', 'InProgress'), at('InProgress'))).toBe(true);
    expect(hides(workflowIs('Is', 'InProgress'), at('Started'))).toBe(false);
    expect(hides(workflowIs('IsNot', 'InProgress'), at('Started'))).toBe(true);
    expect(hides(workflowIs('IsNot', 'InProgress'), at('InProgress'))).toBe(false);
  });

  it('before and after compare positions in the status list', () => {
    expect(hides(workflowIs('Before', 'InProgress'), at('Started'))).toBe(true);
    expect(hides(workflowIs('Before', 'InProgress'), at('InProgress'))).toBe(false);
    expect(hides(workflowIs('After', 'Started'), at('Completed'))).toBe(true);
    expect(hides(workflowIs('After', 'Completed'), at('Completed'))).toBe(false);
  });

  it('an unknown current status is never before or after, and is not any status', () => {
    expect(hides(workflowIs('Before', 'Completed'), at(null))).toBe(false);
    expect(hides(workflowIs('After', 'Started'), at('Gone'))).toBe(false);
    expect(hides(workflowIs('IsNot', 'Started'), at(null))).toBe(true);
  });
});

describe('form status conditions', () => {
  it('compare this form’s status by NotSent < New < Draft < ReadyForSubmission < Submitted', () => {
    const ofThisForm = (status: string): RuleContext => ({ formStatuses: { [FORM_GUID]: status } });
    expect(hides(formIs('Is', 'Draft'), ofThisForm('Draft'))).toBe(true);
    expect(hides(formIs('IsNot', 'Draft'), ofThisForm('Draft'))).toBe(false);
    expect(hides(formIs('Before', 'ReadyForSubmission'), ofThisForm('New'))).toBe(true);
    expect(hides(formIs('After', 'Draft'), ofThisForm('Submitted'))).toBe(true);
    expect(hides(formIs('After', 'Draft'), ofThisForm('NotSent'))).toBe(false);
    // Screens spell it 'Ready for submission'.
    expect(hides(formIs('Is', 'ReadyForSubmission'), ofThisForm('Ready for submission'))).toBe(true);
  });

  it('may name another form of the workflow', () => {
    const context: RuleContext = { formStatuses: { [FORM_GUID]: 'Draft', other: 'Submitted' } };
    expect(hides(formIs('Is', 'Submitted', 'other'), context)).toBe(true);
    expect(hides(formIs('Is', 'Submitted'), context)).toBe(false);
    expect(hides(formIs('Is', 'Submitted', 'missing'), context)).toBe(false);
  });
});

describe('login account conditions', () => {
  it('test membership of an organisation group', () => {
    expect(hides(userIn('In', 'g1'), { groupGuids: ['g0', 'g1'] })).toBe(true);
    expect(hides(userIn('In', 'g1'), { groupGuids: ['g0'] })).toBe(false);
    expect(hides(userIn('NotIn', 'g1'), { groupGuids: [] })).toBe(true);
    expect(hides(userIn('NotIn', 'g1'), { groupGuids: ['g1'] })).toBe(false);
  });
});

describe('time frame conditions', () => {
  const timeFrames = [
    { code: 'Default', label: 'Default', startDate: null, endDate: null },
    {
      code: 'Q1',
      label: 'First quarter',
      startDate: '2025-01-01T00:00:00-05:00',
      endDate: '2025-03-31T23:59:59-04:00',
    },
    { code: 'March', label: 'March', startDate: '2025-03-01', endDate: '2025-03-31' },
  ];
  const at = (iso: string): RuleContext => ({ now: new Date(iso), timeFrames, timeZone: 'America/Toronto' });

  it('a frame without dates is always within', () => {
    expect(hides(inFrame('Within', 'Default'), at('1999-01-01T00:00:00Z'))).toBe(true);
    expect(hides(inFrame('NotWithin', 'default'), at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('compares the moment with the frame’s timestamps', () => {
    expect(hides(inFrame('Within', 'Q1'), at('2025-02-10T12:00:00Z'))).toBe(true);
    expect(hides(inFrame('Within', 'Q1'), at('2025-04-01T03:59:58Z'))).toBe(true);
    expect(hides(inFrame('Within', 'Q1'), at('2025-04-01T04:00:00Z'))).toBe(false);
    expect(hides(inFrame('NotWithin', 'Q1'), at('2024-12-31T12:00:00Z'))).toBe(true);
  });

  it('a plain end date lasts until 23:59:59 in the context’s time zone', () => {
    // 23:59:30 on 31 March in Toronto is 03:59:30 UTC on 1 April.
    expect(hides(inFrame('Within', 'March'), at('2025-04-01T03:59:30Z'))).toBe(true);
    expect(hides(inFrame('Within', 'March'), at('2025-04-01T04:00:00Z'))).toBe(false);
    expect(hides(inFrame('Within', 'March'), at('2025-03-01T04:59:59Z'))).toBe(false);
  });

  it('an unknown frame is not within', () => {
    expect(hides(inFrame('Within', 'Q9'), at('2025-02-10T12:00:00Z'))).toBe(false);
    expect(hides(inFrame('NotWithin', 'Q9'), at('2025-02-10T12:00:00Z'))).toBe(true);
  });
});
