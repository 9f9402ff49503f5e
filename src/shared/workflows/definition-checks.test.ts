import { describe, expect, it } from 'vitest';
import { checkStatusList, checkTimeFrames } from './definition-checks.ts';

describe('status list checks', () => {
  it('strips spaces from codes, derives empty codes from labels and refuses duplicates case-insensitively', () => {
    const { entries, errors } = checkStatusList([
      { code: 'In Progress', label: 'In Progress' },
      { code: '', label: 'On Hold' },
      { code: 'inprogress', label: 'Again' },
      { code: 'X', label: '  ' },
    ]);
    expect(entries.map((entry) => entry.code)).toEqual(['InProgress', 'OnHold', 'inprogress', 'X']);
    expect(errors).toEqual({
      'statusList.2.code': ['Status with code inprogress already exists'],
      'statusList.3.label': ['Label is required'],
    });
    expect(checkStatusList([]).errors).toEqual({ statusList: ['Please add at least one status.'] });
  });
});

describe('time frame checks', () => {
  it('refuses a start after the end and overlapping frames, but lets Default overlap anything', () => {
    const { errors } = checkTimeFrames([
      { code: 'Default', label: 'Default', startDate: null, endDate: null },
      { code: 'Q1', label: 'Q1', startDate: '2025-01-01T00:00:00Z', endDate: '2025-03-31T23:59:59Z' },
      { code: 'March', label: 'March', startDate: '2025-03-01T00:00:00Z', endDate: null },
      { code: 'Bad', label: 'Bad', startDate: '2026-02-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z' },
    ]);
    expect(errors['timeFrames.1']).toEqual(['Time frames Q1 and March overlap']);
    expect(errors['timeFrames.3.startDate']).toEqual(['Start date is after end date']);
    expect(errors['timeFrames.0']).toBeUndefined();
  });

  it('creates a Default frame with no dates when none exists', () => {
    expect(checkTimeFrames([]).entries).toEqual([
      { code: 'Default', label: 'Default', startDate: null, endDate: null },
    ]);
  });
});
