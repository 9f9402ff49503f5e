import type { FormMetaInfo } from '../../../shared/generated/types.gen.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { FieldMessages } from './field-messages.tsx';

export interface StepCountFieldsProps {
  meta: FormMetaInfo;
  readOnly: boolean;
  /** Messages by field path (`metaInfo.minInstances`). */
  errors: Record<string, string[]>;
  onChange: (changes: Partial<FormMetaInfo>) => void;
}

/** A whole number typed in a number box, or undefined while the box is empty or holds something else. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

/** 'Multiple?': whether a workflow may hold several responses of this step, and Min and Max of them. */
export function StepCountFields({ meta, readOnly, errors, onChange }: StepCountFieldsProps) {
  const multiple = meta.multipleInstancesAllowed === true;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm font-medium">
        <Switch
          checked={multiple}
          disabled={readOnly}
          onCheckedChange={(checked) => onChange({ multipleInstancesAllowed: checked })}
        />
        Multiple?
      </label>
      {multiple && (
        <div className="flex flex-wrap gap-4">
          <div className="flex w-32 flex-col gap-1">
            <Label htmlFor="workflow-form-min">Min</Label>
            <Input
              id="workflow-form-min"
              type="number"
              min={0}
              step={1}
              readOnly={readOnly}
              value={meta.minInstances ?? 0}
              aria-invalid={Boolean(errors['metaInfo.minInstances'])}
              onChange={(event) => onChange({ minInstances: wholeNumber(event.target.value) ?? 0 })}
            />
          </div>
          <div className="flex w-32 flex-col gap-1">
            <Label htmlFor="workflow-form-max">Max</Label>
            <Input
              id="workflow-form-max"
              type="number"
              min={1}
              step={1}
              placeholder="No limit"
              readOnly={readOnly}
              value={meta.maxInstances ?? ''}
              aria-invalid={Boolean(errors['metaInfo.maxInstances'])}
              onChange={(event) => onChange({ maxInstances: wholeNumber(event.target.value) ?? null })}
            />
          </div>
        </div>
      )}
      <FieldMessages
        messages={[...(errors['metaInfo.minInstances'] ?? []), ...(errors['metaInfo.maxInstances'] ?? [])]}
      />
    </div>
  );
}
