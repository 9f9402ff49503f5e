import { DEFINITION_MESSAGES, tidyCode } from '../../../shared/workflows/definition-checks.ts';
import { AddLabelCodeRow } from '../../components/add-label-code-row.tsx';

export interface AddEntryRowProps {
  /** 'status' or 'time frame': names the inputs. */
  noun: string;
  buttonLabel: string;
  existingCodes: readonly string[];
  /** The message for a code already in the list (spec 5.11). */
  duplicateMessage: (code: string) => string;
  onAdd: (entry: { label: string; code: string }) => void;
}

/** Adds a status or a time frame: a label and an optional code (the label without spaces when left empty). */
export function AddEntryRow({ noun, buttonLabel, existingCodes, duplicateMessage, onAdd }: AddEntryRowProps) {
  const check = (label: string, code: string) => {
    const entry = { label: label.trim(), code: tidyCode(code, label.trim()) };
    if (!entry.label) return { error: DEFINITION_MESSAGES.labelRequired };
    if (existingCodes.some((other) => other.toLowerCase() === entry.code.toLowerCase()))
      return { error: duplicateMessage(entry.code) };
    return { entry };
  };
  return (
    <AddLabelCodeRow
      noun={noun}
      buttonLabel={buttonLabel}
      check={check}
      onAdd={onAdd}
      tidyCodeInput={(typed) => typed.replace(/\s+/g, '')}
    />
  );
}
