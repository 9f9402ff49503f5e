import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, toPromise } from 'xstate';
import { formResponseStatusMachine, workflowStatusMachine } from './form-response-status.machine.ts';
import type { UpdateFormResponseStatusRequest } from './form-response-status.machine.ts';
import { compareStatus, isAfter, isBefore, isWorkflowAtOrPast } from './form/status-order.ts';
import type { ResponseStatusRef, WorkflowRef } from './form/types.ts';

describe('status order', () => {
  it('orders form statuses NotSent < New < Draft < ReadyForSubmission < Submitted', () => {
    const shuffled = ['Submitted', 'Draft', 'NotSent', 'ReadyForSubmission', 'New'];
    expect([...shuffled].sort(compareStatus)).toEqual([
      'NotSent',
      'New',
      'Draft',
      'ReadyForSubmission',
      'Submitted',
    ]);
    expect(isBefore('New', 'Draft')).toBe(true);
    expect(isAfter('New', 'Draft')).toBe(false);
    expect(isAfter('Submitted', 'ReadyForSubmission')).toBe(true);
    expect(isBefore('Draft', 'Draft')).toBe(false);
  });

  it('treats an unknown status as neither before nor after anything', () => {
    expect(isBefore('Archived', 'Submitted')).toBe(false);
    expect(isAfter('Archived', 'NotSent')).toBe(false);
  });

  it('compares workflow statuses by their place in the definition list', () => {
    const list = ['Started', 'In Progress', 'Completed'];
    expect(isWorkflowAtOrPast(list, 'Completed', 'In Progress')).toBe(true);
    expect(isWorkflowAtOrPast(list, 'In Progress', 'In Progress')).toBe(true);
    expect(isWorkflowAtOrPast(list, 'Started', 'In Progress')).toBe(false);
    expect(isWorkflowAtOrPast(list, 'Unknown', 'In Progress')).toBe(false);
  });
});

const response: ResponseStatusRef = { guid: 'response-1', formDefinitionGuid: 'form-1', status: 'Draft' };

describe('form response status: transitions', () => {
  it('finishes at once without a request when the status is unchanged', () => {
    const [snapshot] = initialTransition(formResponseStatusMachine, { response, status: 'Draft' });
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'Draft', changed: false });
  });

  it('sends a request when the status differs', () => {
    const [snapshot] = initialTransition(formResponseStatusMachine, {
      response,
      status: 'ReadyForSubmission',
    });
    expect(snapshot.value).toBe('sending');
  });
});

describe('form response status: effects', () => {
  it('sends only the new status for the response and reports it changed', async () => {
    const requests: UpdateFormResponseStatusRequest[] = [];
    const machine = formResponseStatusMachine.provide({
      actors: {
        updateFormResponseStatus: fromPromise<unknown, UpdateFormResponseStatusRequest>(
          async ({ input }) => void requests.push(input),
        ),
      },
    });
    const output = await toPromise(
      createActor(machine, { input: { response, status: 'ReadyForSubmission' } }).start(),
    );
    expect(requests).toEqual([
      { formDefinitionGuid: 'form-1', responseGuid: 'response-1', status: 'ReadyForSubmission' },
    ]);
    expect(output).toEqual({ status: 'ReadyForSubmission', changed: true });
  });

  it('fails with the server error so the caller can show it', async () => {
    const machine = formResponseStatusMachine.provide({
      actors: {
        updateFormResponseStatus: fromPromise<unknown, UpdateFormResponseStatusRequest>(() =>
          Promise.reject(new Error('Status not found')),
        ),
      },
    });
    await expect(
      toPromise(createActor(machine, { input: { response, status: 'Submitted' } }).start()),
    ).rejects.toThrow('Status not found');
  });

  it('fails clearly when the request actor was not provided', async () => {
    const actor = createActor(formResponseStatusMachine, {
      input: { response, status: 'Submitted' },
    }).start();
    await expect(toPromise(actor)).rejects.toThrow("'updateFormResponseStatus' actor was not provided");
  });
});

interface FullWorkflow extends WorkflowRef {
  name: string;
  entityGuid: string;
}

const workflow: FullWorkflow = {
  guid: 'wf-1',
  status: 'Started',
  name: 'Onboarding',
  entityGuid: 'entity-1',
};

function workflowFakes(refreshed: WorkflowRef) {
  const calls: string[] = [];
  const sent: WorkflowRef[] = [];
  const machine = workflowStatusMachine.provide({
    actors: {
      updateWorkflow: fromPromise<unknown, { workflow: WorkflowRef }>(async ({ input }) => {
        calls.push('updateWorkflow');
        sent.push(input.workflow);
      }),
      refreshWorkflow: fromPromise(async ({ input }: { input: { workflowGuid: string } }) => {
        calls.push(`refreshWorkflow ${input.workflowGuid}`);
        return refreshed;
      }),
    },
  });
  return { machine, calls, sent };
}

describe('workflow status: effects', () => {
  it('sends the whole workflow with the new status, then reads it back', async () => {
    const refreshed = { ...workflow, status: 'In Progress', name: 'Onboarding (renamed by a trigger)' };
    const { machine, calls, sent } = workflowFakes(refreshed);
    const output = await toPromise(
      createActor(machine, { input: { workflow, status: 'In Progress' } }).start(),
    );
    expect(sent).toEqual([{ ...workflow, status: 'In Progress' }]);
    expect(calls).toEqual(['updateWorkflow', 'refreshWorkflow wf-1']);
    expect(output).toEqual({ workflow: refreshed, changed: true });
  });

  it('skips both calls when the workflow already has the status', async () => {
    const { machine, calls } = workflowFakes(workflow);
    const output = await toPromise(createActor(machine, { input: { workflow, status: 'Started' } }).start());
    expect(calls).toEqual([]);
    expect(output.changed).toBe(false);
  });
});
