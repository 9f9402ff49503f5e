import { describe, expect, it } from 'vitest';
import { STEP_FORM_MESSAGES, stepFormSettingsProblems } from './step-form-settings.ts';

const codes = ['Started', 'InProgress', 'Completed'];

describe('step form settings', () => {
  it('accepts a single step form whatever its Min and Max say, and several up to a Max of at least Min', () => {
    expect(stepFormSettingsProblems({ minInstances: 5, maxInstances: 1 }, codes)).toEqual({});
    expect(
      stepFormSettingsProblems({ multipleInstancesAllowed: true, minInstances: 2, maxInstances: 2 }, codes),
    ).toEqual({});
    expect(stepFormSettingsProblems({ multipleInstancesAllowed: true, minInstances: 3 }, codes)).toEqual({});
  });

  it('refuses a Min above the Max and a Max below one when several are allowed', () => {
    expect(
      stepFormSettingsProblems({ multipleInstancesAllowed: true, minInstances: 3, maxInstances: 2 }, codes),
    ).toEqual({ 'metaInfo.minInstances': [STEP_FORM_MESSAGES.minAboveMax] });
    expect(
      stepFormSettingsProblems({ multipleInstancesAllowed: true, minInstances: 0, maxInstances: 0 }, codes),
    ).toEqual({ 'metaInfo.maxInstances': [STEP_FORM_MESSAGES.maxBelowOne] });
  });

  it('names every status the workflow does not have', () => {
    expect(
      stepFormSettingsProblems(
        { displayOnStatus: ['Started', 'Gone'], showOnlyForWorkflowStatuses: ['Lost'] },
        codes,
      ),
    ).toEqual({
      'metaInfo.displayOnStatus': ["Status Gone is not in this workflow's status list."],
      'metaInfo.showOnlyForWorkflowStatuses': ["Status Lost is not in this workflow's status list."],
    });
  });
});
