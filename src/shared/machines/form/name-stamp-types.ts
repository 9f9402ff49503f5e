import type {
  ElementAction,
  FormResponseStatus,
  NameStampProperties,
  Stamp,
} from '../../generated/types.gen.ts';
import type { NameStampSettings } from './name-stamp-settings.ts';
import type { ResponseStatusRef, WorkflowRef } from './types.ts';

// The contract of the name stamp machine: its input, context, events and the inputs of its actors.

export interface NameStampInput {
  response: ResponseStatusRef;
  workflow: WorkflowRef | null;
  formElementGuid: string;
  /** The signed-in user, for 'own stamp' when revoking. */
  userGuid: string;
  stamps: readonly Stamp[];
  properties?: NameStampProperties;
}

/** Which statuses the tail of an approve or revoke sets, and whether the element's action runs. */
export interface StatusPlan {
  form: FormResponseStatus | null;
  workflow: string | null;
  runAction: boolean;
}

export interface NameStampContext extends Omit<NameStampInput, 'properties'> {
  settings: NameStampSettings;
  plan: StatusPlan;
  error: string | null;
}

export type NameStampEvent =
  | { type: 'stamp.approve' }
  | { type: 'stamp.revoke'; stampGuid: string }
  | { type: 'stamps.sync'; stamps: readonly Stamp[] }
  | { type: 'response.sync'; status: FormResponseStatus }
  | { type: 'workflow.sync'; workflow: WorkflowRef };

/** Input of `addStamp` (PUT) and `revokeStamp` (DELETE) on /api/responses/{responseGuid}/namestamp/{formElementGuid}. */
export interface StampRequest {
  responseGuid: string;
  formElementGuid: string;
  stampGuid?: string;
}

/** Input of `triggerWorkflowEvent`: PUT /{workflowGuid}/CreateWorkflowEventTrigger?eventCode. */
export interface WorkflowEventRequest {
  workflowGuid: string;
  eventCode: string;
  action: Exclude<ElementAction, 'None'>;
}
