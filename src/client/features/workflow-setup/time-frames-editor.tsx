import type { TimeFrame } from '../../../shared/generated/types.gen.ts';
import { DEFINITION_MESSAGES, tidyCode } from '../../../shared/workflows/definition-checks.ts';
import { canRemoveEntry } from '../../../shared/workflows/definition-draft.ts';
import { useRowKeys } from '../../components/use-row-keys.ts';
import { AddEntryRow } from './add-entry-row.tsx';
import { messagesOf, type FieldErrors } from './definition-form.ts';
import { FieldMessages } from './field-messages.tsx';
import { TimeFrameRow } from './time-frame-row.tsx';

export interface TimeFramesEditorProps {
  frames: readonly TimeFrame[];
  onChange: (frames: TimeFrame[]) => void;
  readOnly: boolean;
  /** Messages by field path (`timeFrames.1`, `timeFrames.1.startDate`). */
  errors: FieldErrors;
}

/**
 * The definition's time frames (spec 5.11): unique codes, a start not after the end, no overlap except the
 * frame coded Default; a frame is deleted only while more than one exists.
 */
export function TimeFramesEditor({ frames, onChange, readOnly, errors }: TimeFramesEditorProps) {
  const rows = useRowKeys(frames.length);
  const replace = (index: number, frame: TimeFrame) =>
    onChange(frames.map((other, i) => (i === index ? frame : other)));
  const remove = (index: number) => {
    rows.removed(index);
    onChange(frames.filter((_, i) => i !== index));
  };

  return (
    <div className="flex flex-col gap-2">
      {frames.length === 0 ? (
        // Saving adds the Default frame (spec 5.11), so an empty list is never stored.
        <p className="text-sm text-muted-foreground">A Default time frame with no dates is added on save.</p>
      ) : (
        <ul aria-label="Time frames" className="flex flex-col">
          {frames.map((frame, index) => (
            <TimeFrameRow
              key={rows.keys[index]}
              frame={frame}
              position={index + 1}
              readOnly={readOnly}
              canRemove={canRemoveEntry(frames)}
              messages={messagesOf(errors, `timeFrames.${index}`)}
              datesInvalid={Boolean(errors[`timeFrames.${index}.startDate`])}
              onChange={(changed) => replace(index, changed)}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      {!readOnly && (
        <AddEntryRow
          noun="time frame"
          buttonLabel="Add Time Frame"
          existingCodes={frames.map((frame) => tidyCode(frame.code, frame.label.trim()))}
          duplicateMessage={DEFINITION_MESSAGES.duplicateFrame}
          onAdd={({ label, code }) => {
            rows.added(1);
            onChange([...frames, { label, code, startDate: null, endDate: null }]);
          }}
        />
      )}
      <FieldMessages messages={errors.timeFrames ?? []} />
    </div>
  );
}
