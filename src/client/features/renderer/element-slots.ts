import { slotKey } from '../../../shared/rules/rule-evaluation.ts';
import { RESPONSE_SLOT } from './slot-store.ts';

/**
 * The slots an element watches: its own, its element-wide rule verdicts, and for display-only leaves the
 * response (they show templated text, the unanswered list or saving state). Containers only lay out their
 * children, which watch their own slots, so they stay out of response-wide changes.
 */
export function slotsOf(elementGuid: string, row: string, watchesResponse: boolean): string[] {
  const keys = new Set([slotKey(elementGuid, row), elementGuid]);
  if (watchesResponse) keys.add(RESPONSE_SLOT);
  return [...keys];
}
