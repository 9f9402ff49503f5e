import type { LabelledOption } from '../generated/types.gen.ts';

// Labelled options of choice questions (checkboxes, radio buttons, select lists) and list items.
// Values and labels are compared trimmed and ignoring case: 'Yes' and 'yes' would look like
// one choice to the people picking it and would confuse rules that test for it.

export const OPTION_MESSAGES = {
  valueRequired: 'Value is required',
  labelRequired: 'Label is required',
  valuesUnique: 'Values must be unique',
  labelsUnique: 'Labels must be unique',
} as const;

/** The key two options are compared by. */
export function optionKey(text: string): string {
  return text.trim().toLowerCase();
}

function hasDuplicates(texts: string[]): boolean {
  const keys = texts.map(optionKey).filter(Boolean);
  return new Set(keys).size !== keys.length;
}

/** The problems of an option list, each message once, in a fixed order; empty when the list is fine. */
export function validateOptions(options: readonly LabelledOption[]): string[] {
  const messages: string[] = [];
  if (options.some((option) => !option.value?.trim())) messages.push(OPTION_MESSAGES.valueRequired);
  if (options.some((option) => !option.label?.trim())) messages.push(OPTION_MESSAGES.labelRequired);
  if (hasDuplicates(options.map((option) => option.value ?? ''))) messages.push(OPTION_MESSAGES.valuesUnique);
  if (hasDuplicates(options.map((option) => option.label ?? ''))) messages.push(OPTION_MESSAGES.labelsUnique);
  return messages;
}
