import { ChevronDownIcon } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx';

export interface FilterChoice {
  value: string;
  label: string;
}

export interface MultiSelectFilterProps {
  /** The filter's name ('Type'): its button reads 'Type: All' until something is chosen. */
  label: string;
  choices: readonly FilterChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** A list filter choosing any number of values; none chosen lets every row through. */
export function MultiSelectFilter({ label, choices, selected, onChange }: MultiSelectFilterProps) {
  const chosen = new Set(selected);
  const summary =
    selected.length === 0
      ? 'All'
      : selected.length === 1
        ? (choices.find((choice) => choice.value === selected[0])?.label ?? '1 selected')
        : `${selected.length} selected`;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((other) => other !== value));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`${label} filter: ${summary}`}>
          <span className="text-muted-foreground">{label}:</span> {summary}
          <ChevronDownIcon className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-60 p-2">
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">{label}</legend>
          {choices.length === 0 && <p className="p-1 text-sm text-muted-foreground">Nothing to choose</p>}
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex items-center gap-2 rounded-sm px-1 py-1 text-sm hover:bg-muted"
            >
              <Checkbox
                checked={chosen.has(choice.value)}
                onCheckedChange={(checked) => toggle(choice.value, checked === true)}
              />
              {choice.label}
            </label>
          ))}
          {selected.length > 0 && (
            <Button variant="ghost" size="sm" className="mt-1 self-start" onClick={() => onChange([])}>
              Clear
            </Button>
          )}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
