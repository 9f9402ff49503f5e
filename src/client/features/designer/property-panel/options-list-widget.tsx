import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { ListDefinition, NestedOption } from '../../../../shared/generated/types.gen.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/** What the options-list field needs from the designer, handed to the panel as RJSF's formContext. */
export interface OptionsListContext {
  /** The lists usable by this form (the Lists tab's); undefined while they load. */
  lists: readonly ListDefinition[] | undefined;
  /** Unlinks the element, copying the list's items into its own options (nothing when the list is gone). */
  unlink: (list: ListDefinition | undefined) => void;
}

function OptionTree({ options }: { options: readonly NestedOption[] }) {
  return (
    <ul className="flex flex-col gap-0.5 pl-3 text-sm">
      {options.map((option) => (
        <li key={option.value}>
          {option.label} <span className="text-xs text-muted-foreground">- {option.value}</span>
          {option.children?.length ? <OptionTree options={option.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The options-list setting of a choice element (the field its schema's x-element `optionsFromList` names):
 * unlinked, a choice of list and 'Use List' links it; linked, the list's options shown read-only with its name
 * and 'Unlink', which copies them into the element so they can be edited there.
 */
export function OptionsListWidget({ id, value, disabled, readonly, onChange, registry }: WidgetProps) {
  const { lists, unlink } = registry.formContext as OptionsListContext;
  const [chosen, setChosen] = useState('');
  const linkedGuid = typeof value === 'string' && value !== '' ? value.toLowerCase() : null;
  const locked = disabled || readonly;

  if (linkedGuid) {
    const list = lists?.find((candidate) => candidate.listDefinitionGuid.toLowerCase() === linkedGuid);
    return (
      <div data-slot="linked-list" className="flex flex-col gap-2 rounded-md border p-3">
        <div className="flex items-center justify-between gap-2">
          <p id={id} className="text-sm font-medium">
            {list ? list.name : lists ? 'A list this form cannot use' : 'Loading the list…'}
          </p>
          {!locked && (
            <Button type="button" variant="outline" size="sm" onClick={() => unlink(list)}>
              Unlink
            </Button>
          )}
        </div>
        {list && <OptionTree options={list.items} />}
        <p className="text-xs text-muted-foreground">
          The options come from this list, as it is when the form is filled in.
        </p>
      </div>
    );
  }
  if (locked)
    return <p className="text-sm text-muted-foreground">No list: the element’s own options are used.</p>;
  if (lists?.length === 0) {
    return <p className="text-sm text-muted-foreground">No list yet: make one in the Lists tab.</p>;
  }
  return (
    <div className="flex items-end gap-2">
      <NativeSelect
        id={id}
        className="min-w-0 flex-1"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">Choose a list</option>
        {(lists ?? []).map((candidate) => (
          <option key={candidate.listDefinitionGuid} value={candidate.listDefinitionGuid}>
            {candidate.name}
          </option>
        ))}
      </NativeSelect>
      <Button type="button" variant="outline" disabled={chosen === ''} onClick={() => onChange(chosen)}>
        Use List
      </Button>
    </div>
  );
}
