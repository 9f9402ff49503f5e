import type { StatusListEntry } from '../../../shared/generated/types.gen.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FieldMessages } from './field-messages.tsx';

export interface StatusChoiceFieldProps {
  legend: string;
  hint: string;
  statusList: readonly StatusListEntry[];
  selected: readonly string[];
  readOnly: boolean;
  messages: readonly string[];
  onChange: (codes: string[]) => void;
}

/** A choice of the workflow's statuses (Expand for, Show for Status), kept in the status list's order. */
export function StatusChoiceField(props: StatusChoiceFieldProps) {
  const { legend, hint, statusList, selected, readOnly, messages, onChange } = props;
  const chosen = new Set(selected);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange(statusList.map((status) => status.code).filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {statusList.map((status) => (
          <label key={status.code} className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={chosen.has(status.code)}
              disabled={readOnly}
              onCheckedChange={(checked) => toggle(status.code, checked === true)}
            />
            {status.label}
          </label>
        ))}
      </div>
      <FieldMessages messages={messages} />
    </fieldset>
  );
}
