import { Trash2 } from 'lucide-react';
import type { TimeFrame } from '../../../shared/generated/types.gen.ts';
import { frameDayOf, frameEndOf, frameStartOf } from '../../../shared/workflows/time-frame-dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessages } from './field-messages.tsx';
import { FrameDayField } from './frame-day-field.tsx';

export interface TimeFrameRowProps {
  frame: TimeFrame;
  position: number;
  readOnly: boolean;
  canRemove: boolean;
  messages: readonly string[];
  /** Whether the start is the field at fault ('Start date is after end date'). */
  datesInvalid: boolean;
  onChange: (frame: TimeFrame) => void;
  onRemove: () => void;
}

/** One time frame: label, code, first day ('No start' when empty), last day ('No end', ends 23:59:59). */
export function TimeFrameRow({
  frame,
  position,
  readOnly,
  canRemove,
  messages,
  datesInvalid,
  ...props
}: TimeFrameRowProps) {
  const name = frame.label || `time frame ${position}`;
  return (
    <li className="flex flex-col gap-1 border-b py-1.5 last:border-0">
      <div className="flex flex-wrap items-start gap-2">
        <Input
          className="min-w-32 flex-1"
          aria-label={`Label of time frame ${position}`}
          value={frame.label}
          readOnly={readOnly}
          aria-invalid={messages.length > 0}
          onChange={(event) => props.onChange({ ...frame, label: event.target.value })}
        />
        <Input
          className="min-w-28 flex-1"
          aria-label={`Code of time frame ${position}`}
          placeholder="From the label"
          value={frame.code}
          readOnly={readOnly}
          onChange={(event) => props.onChange({ ...frame, code: event.target.value.replace(/\s+/g, '') })}
        />
        <FrameDayField
          label={`Start of time frame ${position}`}
          day={frameDayOf(frame.startDate)}
          openText="No start"
          readOnly={readOnly}
          invalid={datesInvalid}
          onChange={(day) => props.onChange({ ...frame, startDate: frameStartOf(day) })}
        />
        <FrameDayField
          label={`End of time frame ${position}`}
          day={frameDayOf(frame.endDate)}
          openText="No end"
          readOnly={readOnly}
          invalid={datesInvalid}
          onChange={(day) => props.onChange({ ...frame, endDate: frameEndOf(day) })}
        />
        {!readOnly && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete time frame ${position}: ${name}`}
            title={canRemove ? undefined : 'A workflow keeps at least one time frame'}
            disabled={!canRemove}
            onClick={props.onRemove}
          >
            <Trash2 />
          </Button>
        )}
      </div>
      <FieldMessages messages={messages} />
    </li>
  );
}
