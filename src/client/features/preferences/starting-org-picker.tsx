import { useId, useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { filterOrgs, type OrgChoice } from './preferences-form.ts';

export interface StartingOrgPickerProps {
  orgs: readonly OrgChoice[];
  value: string | undefined;
  onChange: (orgGuid: string) => void;
}

/** 'Starting Organization': a filter box over the person's organisations, one of which is chosen. */
export function StartingOrgPicker({ orgs, value, onChange }: StartingOrgPickerProps) {
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = filterOrgs(orgs, filter);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Starting Organization</Label>
      <Input
        id={id}
        placeholder="Filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul
        role="listbox"
        aria-label="Starting Organization"
        className="max-h-64 overflow-y-auto rounded-md border"
      >
        {shown.map((org) => (
          <li
            key={org.guid}
            role="option"
            aria-selected={org.guid === value}
            tabIndex={0}
            onClick={() => onChange(org.guid)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChange(org.guid);
              }
            }}
            className={cn(
              'cursor-pointer px-3 py-1.5 text-sm hover:bg-accent',
              org.guid === value && 'bg-accent font-medium',
            )}
          >
            {org.name}
          </li>
        ))}
        {shown.length === 0 && <li className="px-3 py-1.5 text-sm text-muted-foreground">No match</li>}
      </ul>
    </div>
  );
}
