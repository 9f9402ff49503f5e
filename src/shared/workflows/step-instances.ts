import type { FormMetaInfo } from '../generated/types.gen.ts';

// How many responses a workflow holds of one step form (form metaInfo: multipleInstancesAllowed, minInstances,
// maxInstances; spec forms-and-workflows 3.1). Shared so the drawer offers only what the server accepts.

export const STEP_INSTANCE_MESSAGES = {
  single: (form: string) => `${form} allows one response per workflow.`,
  atMost: (form: string, max: number) => `${form} allows at most ${max} responses per workflow.`,
  atLeast: (form: string, min: number) => `${form} needs at least ${min} responses per workflow.`,
} as const;

/** The fewest and most responses of the form a workflow may hold (max Infinity: no limit). */
export function stepInstanceBounds(meta: FormMetaInfo | undefined): { min: number; max: number } {
  if (meta?.multipleInstancesAllowed !== true) return { min: 0, max: 1 };
  const min = Math.max(0, meta.minInstances ?? 0);
  const max = meta.maxInstances == null ? Number.POSITIVE_INFINITY : Math.max(meta.maxInstances, 1);
  return { min: Math.min(min, max), max };
}

/** How many responses of the form a new workflow starts with: its minimum, and at least one. */
export function initialStepInstances(meta: FormMetaInfo | undefined): number {
  return Math.max(1, stepInstanceBounds(meta).min);
}

/** Why adding (+1) or removing (-1) a response of the form is refused with `current` held, or null. */
export function stepInstanceProblem(
  formName: string,
  meta: FormMetaInfo | undefined,
  current: number,
  change: 1 | -1,
): string | null {
  const { min, max } = stepInstanceBounds(meta);
  if (change === 1) {
    if (meta?.multipleInstancesAllowed !== true) return STEP_INSTANCE_MESSAGES.single(formName);
    return current + 1 > max ? STEP_INSTANCE_MESSAGES.atMost(formName, max) : null;
  }
  return current - 1 < min ? STEP_INSTANCE_MESSAGES.atLeast(formName, min) : null;
}
