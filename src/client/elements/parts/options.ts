import type { LabelledOption } from '../../../shared/generated/types.gen.ts';

/** The label of a stored value, or the value itself when its option has since been removed. */
export function labelOf(options: readonly LabelledOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * The options to offer: the question's, plus the saved value when its option has been removed from the
 * question since, so opening an older response neither hides nor silently drops its answer.
 */
export function withSavedValue(
  options: readonly LabelledOption[],
  value: string | null,
): readonly LabelledOption[] {
  if (!value || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: value }];
}
