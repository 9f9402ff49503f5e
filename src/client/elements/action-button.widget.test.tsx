// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../components/ui/toast.tsx';
import { ActionButtonWidget } from './action-button.widget.tsx';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

const workflow = { guid: 'wf-1', status: 'Started', statusList: [], archived: false };

describe('ActionButtonWidget', () => {
  it('explains that the action needs a workflow when the response is outside one', async () => {
    const info = vi.spyOn(toast, 'info');
    const { user } = renderWidget(
      ActionButtonWidget,
      makeElement('ActionButton', { actionButtonText: 'Get PDF', actionToTake: 'GetPdf', code: 'pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Get PDF' }));
    expect(info).toHaveBeenCalledWith('This action runs inside a workflow.');
  });

  it('raises the workflow event with its code when the renderer can', async () => {
    const triggerWorkflowEvent = vi.fn(async () => undefined);
    const services = { ...fakeServices({ workflow }), triggerWorkflowEvent };
    const { user } = renderWidget(
      ActionButtonWidget,
      makeElement('ActionButton', { actionToTake: 'SendEmail', code: 'mail' }),
      { services },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(triggerWorkflowEvent).toHaveBeenCalledWith('mail', 'SendEmail');
  });
});
