import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { answerReviewMachine } from './answer-review.machine.ts';
import type { AnswerReviewInput } from './answer-review.machine.ts';
import { answerReviewView } from './form/answer-review-view.ts';
import { fakeStatusServer } from './form/status-fakes.ts';

const statusList = ['Started', 'Review', 'Approved'];

function input(overrides: Partial<AnswerReviewInput> = {}): AnswerReviewInput {
  return {
    response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'Draft' },
    workflow: { guid: 'wf-1', status: 'Started' },
    workflowStatusList: statusList,
    unansweredGuids: [],
    properties: { changeWorkflowStatusTo: 'Review' },
    ...overrides,
  };
}

const view = (snapshot: ReturnType<typeof initialTransition<typeof answerReviewMachine>>[0]) =>
  answerReviewView(snapshot.context, !snapshot.matches('idle'));

describe('answer review: transitions', () => {
  it('cycles forwards and backwards through unanswered questions, wrapping around', () => {
    let [s] = initialTransition(answerReviewMachine, input({ unansweredGuids: ['q1', 'q2', 'q3'] }));
    const focused: (string | null)[] = [];
    for (const type of [
      'review.next',
      'review.next',
      'review.next',
      'review.next',
      'review.previous',
      'review.previous',
    ] as const) {
      [s] = transition(answerReviewMachine, s, { type });
      focused.push(s.context.focusedGuid);
    }
    expect(focused).toEqual(['q1', 'q2', 'q3', 'q1', 'q3', 'q2']);
  });

  it('starts backwards navigation at the last question', () => {
    const [s] = initialTransition(answerReviewMachine, input({ unansweredGuids: ['q1', 'q2', 'q3'] }));
    expect(transition(answerReviewMachine, s, { type: 'review.previous' })[0].context.focusedGuid).toBe('q3');
  });

  it('moves on to the question that took the place of one just answered', () => {
    let [s] = initialTransition(answerReviewMachine, input({ unansweredGuids: ['q1', 'q2', 'q3'] }));
    [s] = transition(answerReviewMachine, s, { type: 'review.next' });
    [s] = transition(answerReviewMachine, s, { type: 'review.next' });
    [s] = transition(answerReviewMachine, s, { type: 'unanswered.change', guids: ['q1', 'q3'] });
    expect(s.context.focusedGuid).toBeNull();
    [s] = transition(answerReviewMachine, s, { type: 'review.next' });
    expect(s.context.focusedGuid).toBe('q3');
  });

  it('shows the default texts and enables Confirm only when nothing is unanswered', () => {
    const [open] = initialTransition(answerReviewMachine, input({ unansweredGuids: ['q1'] }));
    expect(view(open)).toMatchObject({
      reviewButtonText: 'Review Answers',
      confirmButtonText: 'Confirm',
      showConfirm: true,
      confirmEnabled: false,
    });
    expect(transition(answerReviewMachine, open, { type: 'review.confirm' })[0].value).toBe('idle');
    const [done] = transition(answerReviewMachine, open, { type: 'unanswered.change', guids: [] });
    expect(view(done).confirmEnabled).toBe(true);
    expect(transition(answerReviewMachine, done, { type: 'review.confirm' })[0].matches('confirming')).toBe(
      true,
    );
  });

  it('hides Confirm and shows the status-updated text when the workflow is at or past the target', () => {
    const [s] = initialTransition(
      answerReviewMachine,
      input({
        workflow: { guid: 'wf-1', status: 'Approved' },
        properties: { changeWorkflowStatusTo: 'Review', statusUpdatedText: 'Sent for review' },
      }),
    );
    expect(view(s)).toMatchObject({ showConfirm: false, statusUpdatedText: 'Sent for review' });
    expect(transition(answerReviewMachine, s, { type: 'review.confirm' })[0].value).toBe('idle');
  });

  it('sends a ready response back only when questions become unanswered', () => {
    const ready = input({
      response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'ReadyForSubmission' },
    });
    const [s] = initialTransition(answerReviewMachine, ready);
    expect(
      transition(answerReviewMachine, s, { type: 'unanswered.change', guids: ['q1'] })[0].matches(
        'reverting',
      ),
    ).toBe(true);
    const [draft] = initialTransition(answerReviewMachine, input());
    expect(
      transition(answerReviewMachine, draft, { type: 'unanswered.change', guids: ['q1'] })[0].value,
    ).toBe('idle');
  });
});

function start(overrides: Partial<AnswerReviewInput> = {}) {
  const server = fakeStatusServer();
  const errors: unknown[] = [];
  const machine = answerReviewMachine.provide({
    actors: { updateFormStatus: server.updateFormStatus, updateWorkflowStatus: server.updateWorkflowStatus },
    actions: { reportError: (_, params) => void errors.push(params.error) },
  });
  const actor = createActor(machine, { input: input(overrides) }).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, server, errors, settled };
}

describe('answer review: effects', () => {
  it('Confirm sets the form to New, then the workflow to its target, then shows the status-updated text', async () => {
    const { actor, server, settled } = start();
    actor.send({ type: 'review.confirm' });
    const s = await settled();
    expect(server.calls).toEqual(['form New', 'workflow Review']);
    expect(view(s)).toMatchObject({ showConfirm: false, statusUpdatedText: 'The status has been updated.' });
  });

  it('Confirm uses the configured form status and changes only the form when no workflow status is set', async () => {
    const { actor, server, settled } = start({ properties: { changeToStatus: 'ReadyForSubmission' } });
    actor.send({ type: 'review.confirm' });
    await settled();
    expect(server.calls).toEqual(['form ReadyForSubmission']);
  });

  it('returns a ready response to Draft when a question becomes unanswered', async () => {
    const { actor, server, settled } = start({
      response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'ReadyForSubmission' },
    });
    actor.send({ type: 'unanswered.change', guids: ['q7'] });
    const s = await settled();
    expect(server.calls).toEqual(['form Draft']);
    expect(s.context.response.status).toBe('Draft');
  });

  it('sends the workflow and the form back when answers go missing after the workflow reached its target', async () => {
    const { actor, server, settled } = start({
      workflow: { guid: 'wf-1', status: 'Approved' },
      properties: {
        changeWorkflowStatusTo: 'Review',
        changeWorkflowStatusBackTo: 'Started',
        changeBackToStatus: 'New',
      },
      response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'Submitted' },
    });
    actor.send({ type: 'unanswered.change', guids: ['q2'] });
    const s = await settled();
    expect(server.calls).toEqual(['workflow Started', 'form New']);
    actor.send({ type: 'unanswered.change', guids: [] });
    expect(view(actor.getSnapshot())).toMatchObject({
      showConfirm: true,
      confirmEnabled: true,
      statusUpdatedText: null,
    });
    expect(s.context.workflow?.status).toBe('Started');
  });

  it('sends the statuses back once Confirm lands when an answer was removed while it was on its way', async () => {
    const { actor, server, settled } = start({
      properties: { changeWorkflowStatusTo: 'Review', changeWorkflowStatusBackTo: 'Started' },
    });
    actor.send({ type: 'review.confirm' });
    // Removed before the confirm's calls have answered.
    actor.send({ type: 'unanswered.change', guids: ['q4'] });
    const s = await waitFor(actor, (snapshot) => snapshot.matches('idle') && server.calls.length === 4);
    expect(server.calls).toEqual(['form New', 'workflow Review', 'workflow Started', 'form Draft']);
    expect(s.context.workflow?.status).toBe('Started');
    expect(view(s)).toMatchObject({ showConfirm: true, confirmEnabled: false });
    await settled();
  });

  it('shows the server message and keeps Confirm available when the status change fails', async () => {
    const { actor, server, errors, settled } = start();
    server.failNext({ title: 'Bad Request', detail: 'Status not found' });
    actor.send({ type: 'review.confirm' });
    const s = await settled();
    expect(s.context.error).toBe('Status not found');
    expect(errors).toHaveLength(1);
    expect(view(s)).toMatchObject({ showConfirm: true, confirmEnabled: true });
  });
});
