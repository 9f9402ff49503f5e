// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerReviewWidget } from './answer-review.widget.tsx';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

const statusList = [
  { code: 'Started', label: 'Started' },
  { code: 'Reviewed', label: 'Reviewed' },
];
const workflow = (status: string) => ({ guid: 'wf-1', status, statusList, archived: false });

describe('AnswerReviewWidget', () => {
  it('cycles through the unanswered questions, wrapping at both ends', async () => {
    const services = fakeServices({ unansweredGuids: ['a', 'b', 'c'] });
    const { user } = renderWidget(AnswerReviewWidget, makeElement('AnswerReview'), { services });
    expect(screen.getByText('Some questions still need an answer. (3)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review Answers' }));
    const next = screen.getByRole('button', { name: 'Next unanswered question' });
    const previous = screen.getByRole('button', { name: 'Previous unanswered question' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    await user.click(previous);
    const focused = (services.focusQuestion as unknown as { mock: { calls: string[][] } }).mock.calls.map(
      ([guid]) => guid,
    );
    expect(focused).toEqual(['a', 'b', 'c', 'a', 'c']);
  });

  it('confirms once everything is answered, then shows the status-updated text', async () => {
    const services = fakeServices({ workflow: workflow('Started') });
    const { user } = renderWidget(
      AnswerReviewWidget,
      makeElement('AnswerReview', { changeWorkflowStatusTo: 'Reviewed' }),
      { services },
    );
    expect(screen.getByText('All questions have been answered.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.changeWorkflowStatus).toHaveBeenCalledWith('Reviewed'));
    expect(services.changeFormStatus).toHaveBeenCalledWith('New');
    expect(await screen.findByText('The status has been updated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('hides confirm when the workflow is already at or past its target', () => {
    const services = fakeServices({ workflow: workflow('Reviewed') });
    renderWidget(
      AnswerReviewWidget,
      makeElement('AnswerReview', { changeWorkflowStatusTo: 'Started', statusUpdatedText: 'Done!' }),
      { services },
    );
    expect(screen.getByText('Done!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('keeps confirm disabled while questions remain and hides it when configured', () => {
    renderWidget(AnswerReviewWidget, makeElement('AnswerReview'), {
      services: fakeServices({ unansweredGuids: ['a'] }),
    });
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    renderWidget(
      AnswerReviewWidget,
      makeElement('AnswerReview', { hideConfirmButton: true, confirmButtonText: 'Go' }),
    );
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });

  it('sends a ready response back to Draft when answers go missing', async () => {
    const services = fakeServices({ formStatus: 'ReadyForSubmission' });
    const { rerender } = renderWidget(AnswerReviewWidget, makeElement('AnswerReview'), { services });
    expect(services.changeFormStatus).not.toHaveBeenCalled();
    rerender({ services: { ...services, unansweredGuids: ['q1'] } });
    await waitFor(() => expect(services.changeFormStatus).toHaveBeenCalledWith('Draft'));
  });
});
