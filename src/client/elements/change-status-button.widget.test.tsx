// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeStatusButtonWidget } from './change-status-button.widget.tsx';
import { fakeServices, makeElement, renderWidget } from './render-widget.test-support.tsx';

const statusList = [
  { code: 'Started', label: 'Started' },
  { code: 'Completed', label: 'Completed' },
];
const workflow = (status: string) => ({ guid: 'wf-1', status, statusList, archived: false });
const element = (disableIfUnansweredQuestions = false) =>
  makeElement('ChangeStatusButton', { changeWorkflowStatusTo: 'Completed', disableIfUnansweredQuestions });
const button = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('ChangeStatusButtonWidget', () => {
  it('sets the workflow to its target status', async () => {
    const { user, services } = renderWidget(ChangeStatusButtonWidget, element(), {
      services: fakeServices({ workflow: workflow('Started') }),
    });
    await user.click(button());
    await waitFor(() => expect(services.changeWorkflowStatus).toHaveBeenCalledWith('Completed'));
  });

  it('is disabled when the workflow is already at the target', () => {
    renderWidget(ChangeStatusButtonWidget, element(), {
      services: fakeServices({ workflow: workflow('Completed') }),
    });
    expect(button().disabled).toBe(true);
  });

  it('is disabled while questions are unanswered only when configured so', () => {
    const services = fakeServices({ workflow: workflow('Started'), unansweredGuids: ['q1'] });
    const { rerender } = renderWidget(ChangeStatusButtonWidget, element(true), { services });
    expect(button().disabled).toBe(true);
    rerender({ services: { ...services, unansweredGuids: [] } });
    expect(button().disabled).toBe(false);
  });

  it('waits while an answer is being saved', () => {
    const services = fakeServices({ workflow: workflow('Started'), unansweredGuids: ['q1'] });
    const { rerender } = renderWidget(ChangeStatusButtonWidget, element(false), { services });
    expect(button().disabled).toBe(false);
    rerender({ services: { ...services, isSaving: true } });
    expect(button().disabled).toBe(true);
  });
});
