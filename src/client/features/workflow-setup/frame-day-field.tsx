import { Input } from '../../components/ui/input.tsx';

export interface FrameDayFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for an open bound. */
  day: string;
  /** What an open bound reads as: 'No start' or 'No end'. */
  openText: string;
  readOnly: boolean;
  invalid: boolean;
  onChange: (day: string) => void;
}

/** A time frame's first or last day; left empty, the frame has no start (or no end). */
export function FrameDayField({ label, day, openText, readOnly, invalid, onChange }: FrameDayFieldProps) {
  if (readOnly) {
    return (
      <span className="w-36 shrink-0 text-sm" aria-label={label}>
        {day || <span className="text-muted-foreground">{openText}</span>}
      </span>
    );
  }
  return (
    <div className="flex w-44 shrink-0 flex-col">
      <Input
        type="date"
        aria-label={label}
        value={day}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
      {!day && <span className="text-xs text-muted-foreground">{openText}</span>}
    </div>
  );
}
