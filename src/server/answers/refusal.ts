import { HttpError } from '../http/problem.ts';

/**
 * A refused answer write: the message goes under `errors.answerValue` too, the field the client reads
 * for answer and upload failures ('Error uploading file "{name}": {reason}').
 */
export const refuse = (message: string, status = 400) =>
  new HttpError(status, message, { answerValue: [message] });

/** Messages of refused writes, in one place so tests and documentation quote the same text. */
export const REFUSALS = {
  responseNotFound: 'Form response not found.',
  elementNotFound: 'Element not found',
  archivedElement: 'This question is archived and cannot be answered.',
  archivedWorkflow: 'This workflow is archived and cannot be edited.',
  displayOnly: 'This element does not take answers.',
  hidden: 'This question is hidden and cannot be answered.',
  readOnly: 'This question is read-only.',
  rowNotFound: 'Repeater row not found',
  notInRepeater: 'This question is not inside a repeater, so it has no rows.',
  wrongType: (expected: string) => `This call is only for ${expected} questions.`,
  ownCall: (label: string) =>
    `${label} answers change only through their own calls, not SubmitAnswer or DeleteAnswer.`,
} as const;
