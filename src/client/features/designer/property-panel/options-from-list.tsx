import { useState } from 'react';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { computedTargetOf } from '../../../../shared/elements/element-lookup.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useListDefinitions } from '../../lists/api/list-definitions.ts';

export interface OptionsFromListProps {
  element: FormElement;
  orgGuid: string;
  formGuid: string;
  onChange: (element: FormElement) => void;
}

/** The options setting of a choice element (the one its x-element computedTarget names), or null. */
export const optionsPropertyOf = (element: FormElement): string | null => {
  const target = computedTargetOf(element.type);
  return target?.kind === 'option' ? target.optionsProperty : null;
};

/**
 * Fills a choice element's options from one of the lists usable by this form (the designer's Lists tab):
 * each list item becomes an option, its code the value. The options are copied, so they stay editable here.
 */
export function OptionsFromList({ element, orgGuid, formGuid, onChange }: OptionsFromListProps) {
  const lists = useListDefinitions({ orgGuid, formDefinitionGuid: formGuid });
  const [chosen, setChosen] = useState('');
  const property = optionsPropertyOf(element);
  if (!property || !lists.data?.length) return null;
  const list = lists.data.find((candidate) => candidate.listDefinitionGuid === chosen);
  const id = `options-from-list-${element.guid}`;
  return (
    <div className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>Options from list</Label>
        <NativeSelect id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a list</option>
          {lists.data.map((candidate) => (
            <option key={candidate.listDefinitionGuid} value={candidate.listDefinitionGuid}>
              {candidate.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="outline"
        disabled={!list}
        onClick={() =>
          list &&
          onChange({
            ...element,
            properties: {
              ...element.properties,
              [property]: list.items.map((item) => ({ value: item.value, label: item.label })),
            },
          } as FormElement)
        }
      >
        Use List
      </Button>
    </div>
  );
}
