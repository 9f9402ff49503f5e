import type { FormResponseStatus } from '../../generated/types.gen.ts';

// The few fields the form machines read. Full FormResponse / WorkflowInstance objects fit these shapes, so callers
// pass what they have, and the machines can be driven with just these fields.

/** What the status machines need of a form response. */
export interface ResponseStatusRef {
  guid: string;
  formDefinitionGuid: string;
  status: FormResponseStatus;
}

/** What the machines need of a workflow instance; the whole object is sent back when its status changes. */
export interface WorkflowRef {
  guid: string;
  status: string;
}

/** Where an answer lives; handed unchanged to `submitAnswer` and `deleteAnswer`. */
export interface AnswerTarget {
  formDefinitionGuid: string;
  responseGuid: string;
  formElementGuid: string;
  /** The repeater row, or the empty guid outside repeaters. */
  repeatableGroupGuid: string;
  /** File answers are removed through the file endpoints. */
  isFile?: boolean;
}

/** Input of the `submitAnswer` and `deleteAnswer` actors; a delete carries the value being removed (its files). */
export interface AnswerRequest {
  target: AnswerTarget;
  value: unknown;
}
