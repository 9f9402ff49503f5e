import { useState } from 'react';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { ActionType, TimeUnit, Trigger, TriggerType } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { FieldMessages } from '../workflow-setup/field-messages.tsx';
import {
  EMPTY_TRIGGER,
  TIME_UNITS,
  TRIGGER_ACTIONS,
  TRIGGER_TYPES,
  triggerFromDraft,
  triggerWords,
  type TriggerDraft,
} from './item-form.ts';

export interface ItemTriggersFieldProps {
  triggers: readonly Trigger[];
  readOnly: boolean;
  onChange: (triggers: Trigger[]) => void;
}

/** 'Triggers': what happens some time before or after an item expires; added only when complete (spec 5.11). */
export function ItemTriggersField({ triggers, readOnly, onChange }: ItemTriggersFieldProps) {
  const [adding, setAdding] = useState<TriggerDraft>(EMPTY_TRIGGER);
  const [problem, setProblem] = useState<string>();
  const set = (changes: Partial<TriggerDraft>) => {
    setAdding((previous) => ({ ...previous, ...changes }));
    setProblem(undefined);
  };
  const add = () => {
    const trigger = triggerFromDraft(adding);
    if (typeof trigger === 'string') return setProblem(trigger);
    onChange([...triggers, trigger]);
    setAdding(EMPTY_TRIGGER);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Triggers</legend>
      {triggers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No triggers</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Triggers">
          {triggers.map((trigger, index) => (
            <li key={index} className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span className="flex-1">{triggerWords(trigger)}</span>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove trigger ${index + 1}: ${triggerWords(trigger)}`}
                  onClick={() => onChange(triggers.filter((_, i) => i !== index))}
                >
                  <Trash2Icon />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-48">
            <NativeSelect
              aria-label="Trigger action"
              value={adding.action}
              onChange={(event) => set({ action: event.target.value as ActionType | '' })}
            >
              <option value="">Action</option>
              {TRIGGER_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action === 'ChangeWorkflowStatus' ? 'Change Workflow Status' : action}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Input
            type="number"
            min={0}
            aria-label="Trigger value"
            placeholder="Value"
            className="w-24"
            value={adding.value}
            onChange={(event) => set({ value: event.target.value })}
          />
          <div className="w-32">
            <NativeSelect
              aria-label="Trigger unit"
              value={adding.unit}
              onChange={(event) => set({ unit: event.target.value as TimeUnit | '' })}
            >
              <option value="">Unit</option>
              {TIME_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}s
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="w-40">
            <NativeSelect
              aria-label="Trigger type"
              value={adding.type}
              onChange={(event) => set({ type: event.target.value as TriggerType | '' })}
            >
              <option value="">Before / After</option>
              {TRIGGER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="flex items-center gap-1.5 text-sm">
            <Checkbox
              checked={adding.isRecurring}
              onCheckedChange={(checked) => set({ isRecurring: checked === true })}
            />
            Recurring
          </label>
          <Button variant="outline" onClick={add}>
            <PlusIcon />
            Add Trigger
          </Button>
        </div>
      )}
      <FieldMessages messages={problem ? [problem] : []} />
    </fieldset>
  );
}
