import type {
  ElementAction,
  FormDefinition,
  ListDefinition,
  StatusListEntry,
  TimeFrame,
} from '../../../shared/generated/types.gen.ts';
import type { ContextKey, RuleContext } from '../../../shared/rules/context-condition.ts';

/**
 * The workflow a response is shown in, as the renderer needs it: the facts its rules read (status, time
 * frames, the other forms' statuses, the archive), what templated text reads (status label, the answers
 * the forms share) and the workflow calls its buttons, reviews and stamps make. The workflow screens hand a
 * new object in whenever the workflow is read again; the open response takes it in without starting over.
 */
export interface RendererWorkflow {
  guid: string;
  status: string;
  statusList: readonly StatusListEntry[];
  timeFrames: readonly TimeFrame[];
  /** Archived: every element is read-only. */
  archived: boolean;
  /** Status of the latest response of each form of the workflow, by form guid. */
  formStatuses: Readonly<Record<string, string>>;
  /** What the forms share (GetWorkflow's sharedAnswers): 'formCode:questionCode' → JSON text of the answer. */
  sharedAnswers: Readonly<Record<string, string | null | undefined>>;
  /** The workflow's forms, to show shared choice answers by their option labels. */
  forms: readonly FormDefinition[];
  /** The lists its forms' list-backed questions read their options from (GetWorkflow's listDefinitions). */
  lists?: readonly ListDefinition[];
  /** Saves the workflow with a new status (a button, review or stamp moved it); rejects with the refusal. */
  changeStatus(status: string): Promise<void>;
  /** Records a workflow event by code (a name stamp's action). */
  triggerEvent(eventCode: string, action: Exclude<ElementAction, 'None'>): Promise<void>;
}

/** The rule context fields a workflow supplies; this response's own status speaks for its form. */
export function workflowRuleContext(
  workflow: RendererWorkflow | null | undefined,
  formGuid: string,
  formStatus: string,
): Partial<RuleContext> {
  if (!workflow)
    return {
      workflowStatus: undefined,
      statusList: undefined,
      timeFrames: undefined,
      formStatuses: { [formGuid]: formStatus },
      workflowArchived: false,
    };
  return {
    workflowStatus: workflow.status,
    statusList: workflow.statusList,
    timeFrames: workflow.timeFrames,
    formStatuses: { ...workflow.formStatuses, [formGuid]: formStatus },
    workflowArchived: workflow.archived,
  };
}

/** The context fields a workflow sets: all are judged again when the workflow is read again. */
export const WORKFLOW_CONTEXT_KEYS: readonly ContextKey[] = [
  'workflowStatus',
  'statusList',
  'timeFrames',
  'formStatuses',
  'workflowArchived',
];
