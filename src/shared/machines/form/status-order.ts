import type { FormResponseStatus } from '../../generated/types.gen.ts';

// 'Before' and 'after' for form response and workflow statuses (spec: forms-and-workflows 4.1).

// A Record, so a status added to the schema fails to compile until it is given its place.
const RANK: Record<FormResponseStatus, number> = {
  NotSent: 0,
  New: 1,
  Draft: 2,
  ReadyForSubmission: 3,
  Submitted: 4,
};

/** Form response statuses in lifecycle order. */
export const FORM_RESPONSE_STATUSES = (Object.keys(RANK) as FormResponseStatus[]).sort(
  (a, b) => RANK[a] - RANK[b],
);

/** The labels the screens show for each status code. */
export const FORM_RESPONSE_STATUS_LABELS: Record<FormResponseStatus, string> = {
  NotSent: 'Not sent',
  New: 'New',
  Draft: 'Draft',
  ReadyForSubmission: 'Ready for submission',
  Submitted: 'Submitted',
};

function rank(status: string): number {
  // NaN makes every comparison with an unknown status false rather than guessing a position for it.
  return Object.hasOwn(RANK, status) ? RANK[status as FormResponseStatus] : Number.NaN;
}

/** Negative when a comes before b, 0 when equal, positive after; NaN when either is not a known status. */
export function compareStatus(a: string, b: string): number {
  return rank(a) - rank(b);
}

/** True when form response status a comes strictly before b. */
export function isBefore(a: string, b: string): boolean {
  return compareStatus(a, b) < 0;
}

/** True when form response status a comes strictly after b. */
export function isAfter(a: string, b: string): boolean {
  return compareStatus(a, b) > 0;
}

/** Compares two workflow status codes by their position in the definition's status list; NaN when either is missing. */
export function compareWorkflowStatus(statusList: readonly string[], a: string, b: string): number {
  const ia = statusList.indexOf(a);
  const ib = statusList.indexOf(b);
  return ia === -1 || ib === -1 ? Number.NaN : ia - ib;
}

/** True when the workflow status is the target or a later one in the status list. */
export function isWorkflowAtOrPast(statusList: readonly string[], status: string, target: string): boolean {
  // An exact match counts even when the list is stale or missing the code.
  return status === target || compareWorkflowStatus(statusList, status, target) >= 0;
}
