import type { AnswerReviewProperties, FormResponseStatus } from '../../generated/types.gen.ts';
import { DEFAULT_BUTTON_TEXT } from '../../validation/default-texts.ts';
import { textOrNull } from './property-text.ts';

// AnswerReview element properties with their defaults (spec: forms-and-workflows 4.3 and 9, "Answer review /
// stamp default statuses: Draft, New, Ready for submission"). The element schema declares the same defaults;
// element-defaults.test.ts keeps the two in step.

export interface AnswerReviewSettings {
  /** Form status set by Confirm. */
  changeToStatus: FormResponseStatus;
  /** Workflow status set by Confirm after the form status; none means Confirm changes only the form. */
  changeWorkflowStatusTo: string | null;
  /** Form status set when answers go missing again. */
  changeBackToStatus: FormResponseStatus;
  /** Workflow status set when answers go missing after the workflow reached its target; none means it stays. */
  changeWorkflowStatusBackTo: string | null;
  questionsRemainingText: string;
  noQuestionsRemainingText: string;
  statusUpdatedText: string;
  reviewButtonText: string;
  confirmButtonText: string;
  hideConfirmButton: boolean;
}

export const ANSWER_REVIEW_DEFAULTS = {
  changeToStatus: 'New',
  changeBackToStatus: 'Draft',
  // The form status that is sent back when answers go missing: a response that was ready is no longer ready.
  readyStatus: 'ReadyForSubmission',
  reviewButtonText: DEFAULT_BUTTON_TEXT.reviewAnswers,
  confirmButtonText: DEFAULT_BUTTON_TEXT.confirm,
  // The spec does not give these three texts; they say plainly what the element shows.
  questionsRemainingText: 'Some questions still need an answer.',
  noQuestionsRemainingText: 'All questions have been answered.',
  statusUpdatedText: 'The status has been updated.',
} as const satisfies Record<string, string>;

/** The element's properties with defaults filled in. */
export function resolveAnswerReviewSettings(properties: AnswerReviewProperties = {}): AnswerReviewSettings {
  const d = ANSWER_REVIEW_DEFAULTS;
  return {
    changeToStatus: properties.changeToStatus ?? d.changeToStatus,
    changeWorkflowStatusTo: textOrNull(properties.changeWorkflowStatusTo),
    changeBackToStatus: properties.changeBackToStatus ?? d.changeBackToStatus,
    changeWorkflowStatusBackTo: textOrNull(properties.changeWorkflowStatusBackTo),
    questionsRemainingText: textOrNull(properties.questionsRemainingText) ?? d.questionsRemainingText,
    noQuestionsRemainingText: textOrNull(properties.noQuestionsRemainingText) ?? d.noQuestionsRemainingText,
    statusUpdatedText: textOrNull(properties.statusUpdatedText) ?? d.statusUpdatedText,
    reviewButtonText: textOrNull(properties.reviewButtonText) ?? d.reviewButtonText,
    confirmButtonText: textOrNull(properties.confirmButtonText) ?? d.confirmButtonText,
    hideConfirmButton: properties.hideConfirmButton === true,
  };
}
