/** What the label of a question shows about needing an answer (spec 5.1). */
export type OptionalityMarker = 'required' | 'optional' | null;

export interface OptionalityInput {
  showOptionality?: boolean | null;
  isOptional?: boolean | null;
  /** The question has no answer yet (per its type's emptiness). */
  empty: boolean;
  /** Read-only and hidden questions never need an answer, so they are never flagged. */
  readOnly: boolean;
}

/**
 * Spec 5.1: the asterisk shows when showOptionality is on, the question is not optional and it is
 * unanswered; '(optional)' shows whenever the question is optional.
 */
export function optionalityMarker(input: OptionalityInput): OptionalityMarker {
  if (input.isOptional) return 'optional';
  if (input.showOptionality && input.empty && !input.readOnly) return 'required';
  return null;
}
