import type { AnswerReviewSettings } from './answer-review-settings.ts';
import { isWorkflowAtOrPast } from './status-order.ts';
import type { WorkflowRef } from './types.ts';

// What the AnswerReview element derives from its machine's context; pure so the client and tests share it.

export interface ReviewState {
  settings: AnswerReviewSettings;
  workflow: WorkflowRef | null;
  workflowStatusList: readonly string[];
  unansweredGuids: readonly string[];
  focusedGuid: string | null;
  confirmed: boolean;
}

function workflowAtTarget(state: ReviewState): boolean {
  const target = state.settings.changeWorkflowStatusTo;
  return (
    target !== null &&
    state.workflow !== null &&
    isWorkflowAtOrPast(state.workflowStatusList, state.workflow.status, target)
  );
}

/** True when Confirm has nothing left to do: it went through, or the workflow already reached its target. */
export function isReviewStatusUpdated(state: ReviewState): boolean {
  return state.confirmed || workflowAtTarget(state);
}

/** True when missing answers must also send the workflow back (it reached the target and a back status is set). */
export function workflowGoesBack(state: ReviewState): boolean {
  return state.settings.changeWorkflowStatusBackTo !== null && workflowAtTarget(state);
}

export interface AnswerReviewView {
  remainingCount: number;
  /** questionsRemainingText or noQuestionsRemainingText. */
  progressText: string;
  /** statusUpdatedText once the status is updated, otherwise null. */
  statusUpdatedText: string | null;
  showConfirm: boolean;
  /** Confirm needs every question answered and no status change under way. */
  confirmEnabled: boolean;
  reviewButtonText: string;
  confirmButtonText: string;
  focusedGuid: string | null;
}

/** What the element shows; `busy` is true while a status change is under way. */
export function answerReviewView(state: ReviewState, busy: boolean): AnswerReviewView {
  const { settings } = state;
  const remainingCount = state.unansweredGuids.length;
  const updated = isReviewStatusUpdated(state);
  const showConfirm = !settings.hideConfirmButton && !updated;
  return {
    remainingCount,
    progressText: remainingCount > 0 ? settings.questionsRemainingText : settings.noQuestionsRemainingText,
    statusUpdatedText: updated ? settings.statusUpdatedText : null,
    showConfirm,
    confirmEnabled: showConfirm && remainingCount === 0 && !busy,
    reviewButtonText: settings.reviewButtonText,
    confirmButtonText: settings.confirmButtonText,
    focusedGuid: state.focusedGuid,
  };
}
