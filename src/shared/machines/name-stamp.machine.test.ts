import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { nameStampMachine } from './name-stamp.machine.ts';
import type { NameStampInput, StampRequest, WorkflowEventRequest } from './form/name-stamp-types.ts';
import { fakeStatusServer } from './form/status-fakes.ts';
import type { ElementAction, Stamp } from '../generated/types.gen.ts';

const stamp = (guid: string, userGuid: string, revoked = false): Stamp => ({
  guid,
  userGuid,
  userName: `User ${userGuid}`,
  emailAddress: `${userGuid}@example.org`,
  timeStamped: '2024-05-01T10:00:00Z',
  revoked,
  timeRevoked: revoked ? '2024-05-02T10:00:00Z' : null,
});

function input(overrides: Partial<NameStampInput> = {}): NameStampInput {
  return {
    response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'Draft' },
    workflow: { guid: 'wf-1', status: 'Started' },
    formElementGuid: 'stamp-element',
    userGuid: 'me',
    stamps: [],
    ...overrides,
  };
}

const after = (i: NameStampInput, event: Parameters<typeof transition<typeof nameStampMachine>>[2]) =>
  transition(nameStampMachine, initialTransition(nameStampMachine, i)[0], event)[0];

describe('name stamp: transitions', () => {
  it('refuses a second approval while an active stamp exists, unless multiple clicks are allowed', () => {
    const signed = input({ stamps: [stamp('s1', 'someone')] });
    expect(after(signed, { type: 'stamp.approve' }).value).toBe('idle');
    expect(
      after({ ...signed, properties: { allowMultipleClicks: true } }, { type: 'stamp.approve' }).value,
    ).toBe('approving');
    expect(after(input({ stamps: [stamp('s1', 'someone', true)] }), { type: 'stamp.approve' }).value).toBe(
      'approving',
    );
  });

  it('lets users revoke their own stamp, and others only when any user may', () => {
    const stamps = [stamp('mine', 'me'), stamp('theirs', 'other')];
    const revokable = input({ stamps, properties: { isRevokable: true } });
    expect(after(revokable, { type: 'stamp.revoke', stampGuid: 'mine' }).value).toBe('revoking');
    expect(after(revokable, { type: 'stamp.revoke', stampGuid: 'theirs' }).value).toBe('idle');
    const anyUser = input({ stamps, properties: { isRevokable: true, isRevokableByAnyUser: true } });
    expect(after(anyUser, { type: 'stamp.revoke', stampGuid: 'theirs' }).value).toBe('revoking');
    expect(
      after(input({ stamps, properties: { isRevokable: false } }), {
        type: 'stamp.revoke',
        stampGuid: 'mine',
      }).value,
    ).toBe('idle');
  });
});

function start(
  overrides: Partial<NameStampInput> = {},
  serverStamps: readonly Stamp[] = [stamp('new', 'me')],
) {
  const server = fakeStatusServer();
  const logged: string[] = [];
  const reported: unknown[] = [];
  const machine = nameStampMachine.provide({
    actors: {
      addStamp: fromPromise<readonly Stamp[], StampRequest>(async ({ input: request }) => {
        server.calls.push(`addStamp ${request.responseGuid} ${request.formElementGuid}`);
        return serverStamps;
      }),
      revokeStamp: fromPromise<readonly Stamp[], StampRequest>(async ({ input: request }) => {
        server.calls.push(`revokeStamp ${request.stampGuid}`);
        return serverStamps;
      }),
      triggerWorkflowEvent: fromPromise<unknown, WorkflowEventRequest>(async ({ input: request }) => {
        server.calls.push(`trigger ${request.workflowGuid} ${request.eventCode} ${request.action}`);
      }),
      updateFormStatus: server.updateFormStatus,
      updateWorkflowStatus: server.updateWorkflowStatus,
    },
    actions: {
      logError: (_, params) => void logged.push(params.message),
      reportError: (_, params) => void reported.push(params.error),
    },
  });
  const actor = createActor(machine, { input: input(overrides) }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, calls: server.calls, logged, reported, settled };
}

describe('name stamp: effects', () => {
  it('approving adds the stamp, then sets the form and workflow statuses, then triggers the email event', async () => {
    const { actor, calls, settled } = start({
      properties: {
        changeToStatus: 'ReadyForSubmission',
        changeWorkflowStatusTo: 'Approved',
        actionToTake: 'SendEmail',
        code: 'APPROVED',
      },
    });
    actor.send({ type: 'stamp.approve' });
    const s = await settled();
    expect(calls).toEqual([
      'addStamp response-1 stamp-element',
      'form ReadyForSubmission',
      'workflow Approved',
      'trigger wf-1 APPROVED SendEmail',
    ]);
    expect(s.context.stamps.map((x) => x.guid)).toEqual(['new']);
    expect(s.context.response.status).toBe('ReadyForSubmission');
  });

  it('by default sets the form to New after stamping and leaves the workflow alone', async () => {
    const { actor, calls, settled } = start();
    actor.send({ type: 'stamp.approve' });
    await settled();
    expect(calls).toEqual(['addStamp response-1 stamp-element', 'form New']);
  });

  it('logs an unsupported action and does nothing else', async () => {
    // Old or hand-edited data may hold codes the schema no longer has.
    const { actor, calls, logged, reported, settled } = start({
      properties: { actionToTake: 'Fax' as ElementAction, code: 'X' },
    });
    actor.send({ type: 'stamp.approve' });
    const s = await settled();
    expect(calls).toEqual(['addStamp response-1 stamp-element', 'form New']);
    expect(logged).toEqual(["Unsupported name stamp action 'Fax'"]);
    expect(reported).toEqual([]);
    expect(s.context.error).toBeNull();
  });

  it('logs a PDF action without a workflow instead of calling the server', async () => {
    const { actor, calls, logged, settled } = start({
      workflow: null,
      properties: { actionToTake: 'GetPdf', code: 'PDF' },
    });
    actor.send({ type: 'stamp.approve' });
    await settled();
    expect(calls).toEqual(['addStamp response-1 stamp-element', 'form New']);
    expect(logged).toEqual(['Workflow instance not found']);
  });

  it('revoking keeps the revoked stamp in the list and sets the back statuses, without running the action', async () => {
    const revoked = [stamp('mine', 'me', true)];
    const { actor, calls, settled } = start(
      {
        stamps: [stamp('mine', 'me')],
        properties: {
          isRevokable: true,
          changeBackToStatus: 'Draft',
          changeWorkflowStatusBackTo: 'Started',
          actionToTake: 'SendEmail',
          code: 'APPROVED',
        },
        response: { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'ReadyForSubmission' },
        workflow: { guid: 'wf-1', status: 'Approved' },
      },
      revoked,
    );
    actor.send({ type: 'stamp.revoke', stampGuid: 'mine' });
    const s = await settled();
    expect(calls).toEqual(['revokeStamp mine', 'form Draft', 'workflow Started']);
    expect(s.context.stamps).toEqual(revoked);
    actor.send({ type: 'stamp.approve' });
    expect(actor.getSnapshot().value).toBe('approving');
  });

  it('shows the server message and keeps the stamps when approval fails', async () => {
    const machine = nameStampMachine.provide({
      actors: {
        addStamp: fromPromise<readonly Stamp[], StampRequest>(() =>
          Promise.reject({ title: 'Forbidden', detail: 'This form is read-only' }),
        ),
      },
    });
    const actor = createActor(machine, { input: input() }).start();
    actor.send({ type: 'stamp.approve' });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.error).toBe('This form is read-only');
    expect(s.context.stamps).toEqual([]);
  });
});
