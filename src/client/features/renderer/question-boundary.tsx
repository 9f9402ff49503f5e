import { Component } from 'react';
import type { ReactNode } from 'react';

/** Shown in place of a question whose widget failed; the message says the rest of the form is fine. */
export const QUESTION_FAILED_TEXT =
  'This question could not be shown. The rest of the form still works; reload the page to try again.';

interface QuestionBoundaryProps {
  /** When it changes (another value arrived) the widget gets another chance. */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * Keeps a failure inside one question: a widget that throws while rendering (an odd stored value, a bug)
 * shows a message in its own place, and every other question keeps working.
 */
export class QuestionBoundary extends Component<QuestionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: QuestionBoundaryProps): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey))
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" data-slot="question-failed" className="text-sm text-destructive">
        {QUESTION_FAILED_TEXT}
      </p>
    );
  }
}
