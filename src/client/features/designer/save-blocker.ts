import type { FormDefinition } from '../../../shared/generated/types.gen.ts';
import { firstComputedProblem } from './computed/computed-event.ts';
import { invalidExpressionMessage } from './computed/expression-verdicts.ts';
import { duplicateCodesMessage, duplicateQuestionCodes, formPropertyErrors } from './form-properties.ts';

/** Why the draft may not be saved, and which tab shows the cause. */
export interface SaveBlocker {
  message: string;
  tab: 'properties' | 'design';
}

/**
 * The first thing keeping the draft from being saved (Save shows it; autosave waits): duplicate question
 * codes (spec 5.10), the form properties' messages, then an incomplete computation or a custom expression
 * the live check found invalid (5.7). Null when the draft may be saved.
 */
export function saveBlocker(
  draft: FormDefinition,
  expressionVerdict: (guid: string, expression: string) => string | null = invalidExpressionMessage,
): SaveBlocker | null {
  const duplicates = duplicateQuestionCodes(draft);
  if (duplicates.length > 0) return { message: duplicateCodesMessage(duplicates), tab: 'design' };
  const invalid = Object.values(formPropertyErrors(draft));
  if (invalid.length > 0) return { message: invalid[0]!, tab: 'properties' };
  const computed = firstComputedProblem(draft, expressionVerdict);
  if (computed) return { message: computed, tab: 'design' };
  return null;
}
