import type { NestedOption } from '../../../shared/generated/types.gen.ts';
import { optionKey } from '../../../shared/validation/options.ts';
import { AddLabelCodeRow } from '../../components/add-label-code-row.tsx';

export interface AddOptionRowProps {
  existing: readonly NestedOption[];
  onAdd: (option: NestedOption) => void;
}

/** Adds one option: a label and an optional code (the label is used as the code when it is left empty). */
export function AddOptionRow({ existing, onAdd }: AddOptionRowProps) {
  const check = (label: string, code: string) => {
    const option = { label: label.trim(), value: (code.trim() || label).trim() };
    if (!option.label) return { error: 'Label is required' };
    if (existing.some((other) => optionKey(other.value) === optionKey(option.value)))
      return { error: `Duplicate values found: ${option.value}` };
    return { entry: option };
  };
  return <AddLabelCodeRow noun="option" buttonLabel="Add Option" check={check} onAdd={onAdd} />;
}
