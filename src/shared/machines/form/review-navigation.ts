// Moving through the unanswered questions (spec: forms-and-workflows 4.3): forwards or backwards, wrapping.

export interface ReviewFocus {
  focusedGuid: string | null;
  /** Where the focus was in the list, kept when the focused question gets answered and leaves the list. */
  focusIndex: number;
}

/** The focus after one step forwards (1) or backwards (-1) through the unanswered questions. */
export function stepFocus(guids: readonly string[], focus: ReviewFocus, direction: 1 | -1): ReviewFocus {
  if (guids.length === 0) return { focusedGuid: null, focusIndex: -1 };
  const current = focus.focusedGuid === null ? -1 : guids.indexOf(focus.focusedGuid);
  let index: number;
  if (current !== -1) index = current + direction;
  else if (focus.focusIndex === -1) index = direction === 1 ? 0 : guids.length - 1;
  // The focused question was answered: the one that took its place is next, the one before it previous.
  else index = direction === 1 ? focus.focusIndex : focus.focusIndex - 1;
  const wrapped = ((index % guids.length) + guids.length) % guids.length;
  return { focusedGuid: guids[wrapped] ?? null, focusIndex: wrapped };
}

/** The focus once the list changes: kept while the question is still unanswered, otherwise cleared. */
export function keepFocus(guids: readonly string[], focus: ReviewFocus): ReviewFocus {
  if (focus.focusedGuid === null) return { focusedGuid: null, focusIndex: focus.focusIndex };
  const index = guids.indexOf(focus.focusedGuid);
  return index === -1
    ? { focusedGuid: null, focusIndex: focus.focusIndex }
    : { focusedGuid: focus.focusedGuid, focusIndex: index };
}
