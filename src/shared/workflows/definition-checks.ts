import type { StatusListEntry, TimeFrame } from '../generated/types.gen.ts';

// The workflow definition editor's rules (spec forms-and-workflows 5.11), shared so the editor shows the
// same messages the server answers with. Each check tidies what it may (codes without spaces, a code from
// the label, a Default frame when none exists) and reports what it may not.

export const DEFINITION_MESSAGES = {
  nameRequired: 'Please fill in all required fields.',
  statusRequired: 'Please add at least one status.',
  labelRequired: 'Label is required',
  duplicateStatus: (code: string) => `Status with code ${code} already exists`,
  duplicateFrame: (code: string) => `Time frame with code ${code} already exists`,
  startAfterEnd: 'Start date is after end date',
  framesOverlap: (a: string, b: string) => `Time frames ${a} and ${b} overlap`,
} as const;

const DEFAULT_FRAME_CODE = 'default';

/** A code without spaces; an empty one is derived from the label without spaces. */
export function tidyCode(code: string | undefined, label: string): string {
  const stripped = (code ?? '').replace(/\s+/g, '');
  return stripped || label.replace(/\s+/g, '');
}

export interface CheckedList<T> {
  entries: T[];
  /** Field path (e.g. `statusList.1.label`) → messages. */
  errors: Record<string, string[]>;
}

function add(errors: Record<string, string[]>, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Tidies and checks an ordered status list. */
export function checkStatusList(list: readonly StatusListEntry[]): CheckedList<StatusListEntry> {
  const errors: Record<string, string[]> = {};
  if (list.length === 0) add(errors, 'statusList', DEFINITION_MESSAGES.statusRequired);
  const seen = new Set<string>();
  const entries = list.map((entry, index) => {
    const label = entry.label.trim();
    if (!label) add(errors, `statusList.${index}.label`, DEFINITION_MESSAGES.labelRequired);
    const code = tidyCode(entry.code, label);
    if (seen.has(code.toLowerCase()))
      add(errors, `statusList.${index}.code`, DEFINITION_MESSAGES.duplicateStatus(code));
    seen.add(code.toLowerCase());
    return { code, label, isEndpoint: entry.isEndpoint === true };
  });
  return { entries, errors };
}

/** Milliseconds of a frame's bounds; a missing start or end is open. */
function bounds(frame: TimeFrame): [number, number] {
  const start = frame.startDate ? Date.parse(frame.startDate) : Number.NEGATIVE_INFINITY;
  const end = frame.endDate ? Date.parse(frame.endDate) : Number.POSITIVE_INFINITY;
  return [start, end];
}

/** Tidies and checks time frames: unique codes, start not after end, no overlap except the Default frame. */
export function checkTimeFrames(frames: readonly TimeFrame[]): CheckedList<TimeFrame> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const entries = frames.map((frame, index) => {
    const label = frame.label.trim();
    if (!label) add(errors, `timeFrames.${index}.label`, DEFINITION_MESSAGES.labelRequired);
    const code = tidyCode(frame.code, label);
    if (seen.has(code.toLowerCase()))
      add(errors, `timeFrames.${index}.code`, DEFINITION_MESSAGES.duplicateFrame(code));
    seen.add(code.toLowerCase());
    const tidy: TimeFrame = {
      code,
      label,
      startDate: frame.startDate ?? null,
      endDate: frame.endDate ?? null,
    };
    const [start, end] = bounds(tidy);
    if (start > end) add(errors, `timeFrames.${index}.startDate`, DEFINITION_MESSAGES.startAfterEnd);
    return tidy;
  });
  entries.forEach((frame, index) => {
    if (frame.code.toLowerCase() === DEFAULT_FRAME_CODE) return;
    const [start, end] = bounds(frame);
    for (const other of entries.slice(index + 1)) {
      if (other.code.toLowerCase() === DEFAULT_FRAME_CODE) continue;
      const [otherStart, otherEnd] = bounds(other);
      if (start <= otherEnd && otherStart <= end)
        add(errors, `timeFrames.${index}`, DEFINITION_MESSAGES.framesOverlap(frame.code, other.code));
    }
  });
  // A definition always has a frame to judge time-frame rules by.
  if (entries.length === 0)
    entries.push({ code: 'Default', label: 'Default', startDate: null, endDate: null });
  return { entries, errors };
}
