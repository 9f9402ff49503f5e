import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import {
  changeStatusButtonMachine,
  isChangeStatusButtonDisabled,
  isChangeStatusDisabled,
} from './change-status-button.machine.ts';
import type { ChangeStatusButtonInput } from './change-status-button.machine.ts';
import { fakeStatusServer } from './form/status-fakes.ts';

const enabledRule = {
  workflowStatus: 'Started',
  targetStatus: 'Submitted',
  unansweredCount: 0,
  disableIfUnansweredQuestions: true,
  isSaving: false,
};

describe('isChangeStatusDisabled', () => {
  it('is enabled when the workflow can move to the target', () => {
    expect(isChangeStatusDisabled(enabledRule)).toBe(false);
  });

  it('is disabled when already at the target, while saving, or without a target', () => {
    expect(isChangeStatusDisabled({ ...enabledRule, workflowStatus: 'Submitted' })).toBe(true);
    expect(isChangeStatusDisabled({ ...enabledRule, isSaving: true })).toBe(true);
    expect(isChangeStatusDisabled({ ...enabledRule, targetStatus: null })).toBe(true);
  });

  it('is disabled by unanswered questions only when configured to be', () => {
    expect(isChangeStatusDisabled({ ...enabledRule, unansweredCount: 2 })).toBe(true);
    expect(
      isChangeStatusDisabled({ ...enabledRule, unansweredCount: 2, disableIfUnansweredQuestions: false }),
    ).toBe(false);
  });
});

function input(overrides: Partial<ChangeStatusButtonInput> = {}): ChangeStatusButtonInput {
  return {
    workflow: { guid: 'wf-1', status: 'Started' },
    unansweredGuids: [],
    isSaving: false,
    properties: { changeWorkflowStatusTo: 'Submitted', disableIfUnansweredQuestions: true },
    ...overrides,
  };
}

describe('change status button: transitions', () => {
  it('ignores clicks while an answer save is in flight and accepts them once it finishes', () => {
    let [s] = initialTransition(changeStatusButtonMachine, input());
    [s] = transition(changeStatusButtonMachine, s, { type: 'saving.change', isSaving: true });
    expect(isChangeStatusButtonDisabled(s)).toBe(true);
    expect(transition(changeStatusButtonMachine, s, { type: 'status.change' })[0].value).toBe('idle');
    [s] = transition(changeStatusButtonMachine, s, { type: 'saving.change', isSaving: false });
    expect(transition(changeStatusButtonMachine, s, { type: 'status.change' })[0].value).toBe('updating');
  });

  it('ignores clicks while questions are unanswered', () => {
    const [s] = initialTransition(changeStatusButtonMachine, input());
    const [open] = transition(changeStatusButtonMachine, s, { type: 'unanswered.change', guids: ['q1'] });
    expect(transition(changeStatusButtonMachine, open, { type: 'status.change' })[0].value).toBe('idle');
  });

  it("shows 'Submit' when no button text is configured", () => {
    expect(initialTransition(changeStatusButtonMachine, input())[0].context.buttonText).toBe('Submit');
  });
});

describe('change status button: effects', () => {
  function start(overrides: Partial<ChangeStatusButtonInput> = {}) {
    const server = fakeStatusServer();
    const toasts: string[] = [];
    const machine = changeStatusButtonMachine.provide({
      actors: { updateWorkflowStatus: server.updateWorkflowStatus },
      actions: { notify: (_, params) => void toasts.push(params.message) },
    });
    const actor = createActor(machine, { input: input(overrides) }).start();
    return { actor, server, toasts };
  }

  it('sets the workflow status on click, then stays disabled because the workflow is at the target', async () => {
    const { actor, server, toasts } = start();
    actor.send({ type: 'status.change' });
    expect(isChangeStatusButtonDisabled(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(server.calls).toEqual(['workflow Submitted']);
    expect(toasts).toEqual(['Workflow status updated']);
    expect(isChangeStatusButtonDisabled(s)).toBe(true);
  });

  it('shows the server message and can be clicked again when the change fails', async () => {
    const { actor, server } = start();
    server.failNext({ title: 'Forbidden', detail: 'You do not have permission to update workflows' });
    actor.send({ type: 'status.change' });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.error).toBe('You do not have permission to update workflows');
    expect(isChangeStatusButtonDisabled(s)).toBe(false);
  });
});
