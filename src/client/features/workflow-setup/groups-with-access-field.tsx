import type { NamedReference } from '../../../shared/generated/types.gen.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FieldMessages } from './field-messages.tsx';

export interface GroupsWithAccessFieldProps {
  /** The field's heading; 'Groups with Access to all Responses' in the workflow editor. */
  legend?: string;
  groups: readonly NamedReference[];
  selected: readonly string[];
  readOnly: boolean;
  messages: readonly string[];
  onChange: (guids: string[]) => void;
}

/** A choice of security groups: 'Groups with Access to all Responses' of a workflow, an item's security groups. */
export function GroupsWithAccessField({
  legend = 'Groups with Access to all Responses',
  groups,
  selected,
  readOnly,
  messages,
  onChange,
}: GroupsWithAccessFieldProps) {
  const chosen = new Set(selected.map((guid) => guid.toLowerCase()));
  const toggle = (guid: string, on: boolean) =>
    onChange(
      on ? [...selected, guid] : selected.filter((other) => other.toLowerCase() !== guid.toLowerCase()),
    );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">The organisation has no security groups.</p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {groups.map((group) => (
            <label key={group.guid} className="flex items-center gap-1.5 text-sm">
              <Checkbox
                checked={chosen.has(group.guid.toLowerCase())}
                disabled={readOnly}
                onCheckedChange={(checked) => toggle(group.guid, checked === true)}
              />
              {group.name}
            </label>
          ))}
        </div>
      )}
      <FieldMessages messages={messages} />
    </fieldset>
  );
}
