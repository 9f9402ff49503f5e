import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_GUID } from '../../../shared/rules/answer-store.ts';
import type { FormRule } from '../../../shared/generated/types.gen.ts';
import { fakeBackend } from './fake-backend.ts';
import type { RendererWorkflow } from './renderer-workflow.ts';
import { ResponseSession } from './response-session.ts';
import { el, formOf, responseOf, TEST_ORG, TEST_VIEWER } from './test-forms.ts';
import { createWidgetServices } from './widget-services.ts';
import { createDerived } from './response-derived.ts';
import { loadAnswerJudge } from './answer-judge.ts';

// A response shown inside a workflow: its rules read the workflow's status, time frames and archive, a new
// read of the workflow is taken in without starting over, and status moves wait for the answers on their way.

const condition = (values: Record<string, unknown>) => ({ guid: 'c', ...values });
const rules = [
  {
    guid: 'r1',
    elementGuid: 'locked',
    ruleType: 'ReadOnly',
    conditions: [
      condition({ conditionType: 'WorkflowStatusBased', type: 'After', workflowStatus: 'Started' }),
    ],
  },
  {
    guid: 'r2',
    elementGuid: 'seasonal',
    ruleType: 'Hidden',
    conditions: [condition({ conditionType: 'TimeFrameBased', type: 'NotWithin', timeFrameCode: 'Season' })],
  },
] as FormRule[];
const form = formOf(
  [
    el('s', 'Section'),
    el('locked', 'SimpleText', { parentGuid: 's' }),
    el('seasonal', 'SimpleText', { parentGuid: 's' }),
    el('note', 'SimpleText', { parentGuid: 's' }),
  ],
  rules,
);

function workflowAt(status: string, values: Partial<RendererWorkflow> = {}): RendererWorkflow {
  return {
    guid: 'w',
    status,
    statusList: [
      { code: 'Started', label: 'Started', isEndpoint: false },
      { code: 'Review', label: 'Under review', isEndpoint: false },
    ],
    // A frame without dates is always within.
    timeFrames: [{ code: 'Season', label: 'Season', startDate: null, endDate: null }],
    archived: false,
    formStatuses: {},
    sharedAnswers: {},
    forms: [form],
    changeStatus: vi.fn(async () => undefined),
    triggerEvent: vi.fn(async () => undefined),
    ...values,
  };
}

let session: ResponseSession | undefined;
afterEach(() => session?.dispose());

function open(workflow: RendererWorkflow) {
  const { backend } = fakeBackend();
  session = new ResponseSession({
    form,
    response: responseOf(),
    backend,
    viewer: TEST_VIEWER,
    org: TEST_ORG,
    workflow,
  });
  const services = createWidgetServices(session, {
    renderChildren: () => null,
    focusQuestion: () => undefined,
    pinElement: () => undefined,
    derived: createDerived(session, 'https://bt.example'),
  });
  return { session, services, backend };
}

// The page mounts its questions, the source of every change, once the answer checks are here.
beforeAll(() => loadAnswerJudge());

describe('a response inside a workflow', () => {
  it('judges workflow-status and time-frame rules with the workflow, and again when it is read anew', () => {
    const { session, services } = open(workflowAt('Started'));
    expect(session.evaluation.isReadOnly('locked')).toBe(false);
    expect(session.evaluation.isHidden('seasonal')).toBe(false);
    session.setWorkflow(workflowAt('Review'));
    expect(session.evaluation.isReadOnly('locked')).toBe(true);
    expect(session.evaluation.isReadOnly('note')).toBe(false);
    expect(services.workflow).toMatchObject({ guid: 'w', status: 'Review', archived: false });
    expect(services.renderTemplate('{{Workflow:StatusLabel}}', (html) => html)).toBe('Under review');
  });

  it('makes every element read-only once the workflow is archived', () => {
    const { session } = open(workflowAt('Started'));
    session.setWorkflow(workflowAt('Started', { archived: true }));
    for (const guid of ['locked', 'seasonal', 'note']) expect(session.evaluation.isReadOnly(guid)).toBe(true);
  });

  it('sends the answers still waiting before it changes the workflow status', async () => {
    const workflow = workflowAt('Started');
    const { session, services, backend } = open(workflow);
    let finishSave: () => void = () => undefined;
    backend.submitAnswer.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finishSave = () => resolve(undefined))),
    );
    session.change('note', EMPTY_GUID, 'ready');
    const moving = services.changeWorkflowStatus('Review');
    await Promise.resolve();
    // The debounced save went out at once, and the move waits for it.
    expect(backend.submitAnswer).toHaveBeenCalledWith('note', EMPTY_GUID, 'ready');
    expect(workflow.changeStatus).not.toHaveBeenCalled();
    finishSave();
    await moving;
    expect(workflow.changeStatus).toHaveBeenCalledWith('Review');
  });

  it('refuses a workflow move for a response shown on its own', async () => {
    const { backend } = fakeBackend();
    session = new ResponseSession({
      form,
      response: responseOf(),
      backend,
      viewer: TEST_VIEWER,
      org: TEST_ORG,
    });
    const services = createWidgetServices(session, {
      renderChildren: () => null,
      focusQuestion: () => undefined,
      pinElement: () => undefined,
      derived: createDerived(session, ''),
    });
    expect(services.workflow).toBeNull();
    await expect(services.changeWorkflowStatus('Review')).rejects.toThrow('not part of a workflow');
  });
});
