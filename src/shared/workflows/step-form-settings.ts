import type { FormMetaInfo } from '../generated/types.gen.ts';

// How a form of a workflow appears in it (spec forms-and-workflows 2.6, 2.10, 3.1): how many responses of a
// step form a workflow holds (Multiple?, Min, Max), and for which workflow statuses its panel starts open
// (Expand for) or shows at all (Show for Status). The Forms tab's form editor and UpdateFormDefinition
// check them with the same words.

export const STEP_FORM_MESSAGES = {
  minAboveMax: 'Min cannot be more than Max.',
  maxBelowOne: 'Max must be at least 1.',
  unknownStatus: (code: string) => `Status ${code} is not in this workflow's status list.`,
} as const;

/** The status lists of the settings, by the field the form editor shows them in. */
const STATUS_FIELDS = ['displayOnStatus', 'showOnlyForWorkflowStatuses'] as const;

/**
 * What is wrong with a workflow form's settings, by field path (`metaInfo.maxInstances`), given the codes of
 * the workflow's status list. Min and Max count only when several responses are allowed.
 */
export function stepFormSettingsProblems(
  meta: FormMetaInfo | undefined,
  statusCodes: readonly string[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (meta?.multipleInstancesAllowed) {
    const max = meta.maxInstances ?? null;
    if (max !== null && max < 1) errors['metaInfo.maxInstances'] = [STEP_FORM_MESSAGES.maxBelowOne];
    else if (max !== null && (meta.minInstances ?? 0) > max)
      errors['metaInfo.minInstances'] = [STEP_FORM_MESSAGES.minAboveMax];
  }
  const known = new Set(statusCodes);
  for (const field of STATUS_FIELDS) {
    const unknown = (meta?.[field] ?? []).filter((code) => !known.has(code));
    if (unknown.length) errors[`metaInfo.${field}`] = unknown.map(STEP_FORM_MESSAGES.unknownStatus);
  }
  return errors;
}
