// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from './fake-backend.ts';
import { FormRenderer } from './form-renderer.tsx';
import type { RendererWorkflow } from './renderer-workflow.ts';
import { storedAnswer } from './render-test-form.test-support.tsx';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';

// The renderer's elements moving the workflow they are shown in: the Change Status button, and an Answer
// Review sending the workflow back when a required answer is removed after it moved on. The workflow screen
// reads the workflow again after each move; here that is the harness's own state.

afterEach(cleanup);

const statusList = [
  { code: 'Started', label: 'Started', isEndpoint: false },
  { code: 'Review', label: 'Review', isEndpoint: false },
];
const form = formOf(
  [
    el('s', 'Section', { label: 'Page' }),
    el('name', 'SimpleText', { parentGuid: 's', label: 'Name' }),
    el('send', 'ChangeStatusButton', {
      parentGuid: 's',
      properties: {
        changeWorkflowStatusTo: 'Review',
        buttonText: 'Send',
        disableIfUnansweredQuestions: true,
      },
    }),
    el('review', 'AnswerReview', {
      parentGuid: 's',
      properties: {
        changeToStatus: 'ReadyForSubmission',
        changeWorkflowStatusTo: 'Review',
        changeWorkflowStatusBackTo: 'Started',
      },
    }),
  ],
  [],
);

function Harness({ start, onMove }: { start: string; onMove: (status: string) => void }) {
  const [status, setStatus] = useState(start);
  const [response] = useState(() => ({
    ...responseOf(start === 'Review' ? [storedAnswer('name', 'Jo')] : []),
    status: 'New' as const,
  }));
  const [backend] = useState(() => fakeBackend().backend);
  const workflow: RendererWorkflow = {
    guid: 'w',
    status,
    statusList,
    timeFrames: [],
    archived: false,
    formStatuses: {},
    sharedAnswers: {},
    forms: [form],
    changeStatus: async (to) => {
      onMove(to);
      // The server's answer, then the workflow read again, arrive later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      setStatus(to);
    },
    triggerEvent: async () => undefined,
  };
  return (
    <>
      <p data-testid="status">{status}</p>
      <FormRenderer
        form={form}
        response={response}
        backend={backend}
        viewer={TEST_VIEWER}
        org={TEST_ORG}
        workflow={workflow}
      />
    </>
  );
}

describe('elements moving the workflow', () => {
  it('moves the workflow with the Change Status button once every question is answered', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness start="Started" onMove={onMove} />);
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(await screen.findByLabelText('Name'), 'Jo');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    await user.click(send);
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('Review'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Review'));
  });

  it('sends the workflow back with the Answer Review when a required answer is removed', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness start="Review" onMove={onMove} />);
    await user.clear(await screen.findByLabelText('Name'));
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('Started'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Started'));
  });

  it('confirms with the Answer Review, then sends the workflow back when an answer is removed', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness start="Started" onMove={onMove} />);
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Jo');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('Review'));
    await user.clear(name);
    await waitFor(() => expect(onMove).toHaveBeenLastCalledWith('Started'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('Started'));
  });
});
