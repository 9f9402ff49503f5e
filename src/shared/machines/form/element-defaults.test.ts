import { describe, expect, it } from 'vitest';
import { elementPanelSchemas } from '../../generated/schemas.gen.ts';
import { initialTransition } from 'xstate';
import { changeStatusButtonMachine } from '../change-status-button.machine.ts';
import { resolveAnswerReviewSettings } from './answer-review-settings.ts';
import { resolveNameStampSettings } from './name-stamp-settings.ts';

// The element schemas are the source of truth for property defaults; the machines must apply the same ones
// when a stored element leaves a property out.

function schemaDefaults(type: keyof typeof elementPanelSchemas): Record<string, unknown> {
  const properties =
    (elementPanelSchemas[type] as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, p]) => ('default' in p ? [[key, p.default]] : [])),
  );
}

describe('element property defaults match the element schemas', () => {
  it('AnswerReview', () => {
    const defaults = schemaDefaults('AnswerReview');
    expect(Object.keys(defaults)).toContain('changeToStatus');
    expect(resolveAnswerReviewSettings({})).toMatchObject(defaults);
  });

  it('NameStamp', () => {
    const defaults = schemaDefaults('NameStamp');
    expect(Object.keys(defaults)).toContain('changeBackToStatus');
    expect(resolveNameStampSettings({})).toMatchObject(defaults);
  });

  it('ChangeStatusButton', () => {
    const { buttonText, disableIfUnansweredQuestions } = schemaDefaults('ChangeStatusButton');
    const [snapshot] = initialTransition(changeStatusButtonMachine, {
      workflow: null,
      unansweredGuids: [],
      isSaving: false,
      properties: { changeWorkflowStatusTo: 'Done' },
    });
    expect(snapshot.context).toMatchObject({ buttonText, disableIfUnansweredQuestions });
  });
});
