import type { FormDefinition, FormType } from '../../../shared/generated/types.gen.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formTypeLabel } from '../tech-forms/form-type-label.ts';
import { formPropertyErrors } from './form-properties.ts';

export interface FormPropertiesTabProps {
  form: FormDefinition;
  readOnly: boolean;
  /** The Form Type choices (spec 3.1: compliance items offer compliance item definition / other). */
  formTypes: readonly FormType[];
  onChange: (form: FormDefinition, edit?: string) => void;
}

/** The Form Properties tab: name, form type and form code with the messages of spec 5.10. */
export function FormPropertiesTab({ form, readOnly, formTypes, onChange }: FormPropertiesTabProps) {
  const errors = formPropertyErrors(form);
  return (
    <div className="flex max-w-lg flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="form-name">Name</Label>
        <Input
          id="form-name"
          value={form.name}
          disabled={readOnly}
          aria-invalid={errors.name ? true : undefined}
          onChange={(event) => onChange({ ...form, name: event.target.value }, 'name')}
        />
        {errors.name && <p className="text-xs text-destructive">{errors.name}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="form-type">Form Type</Label>
        <NativeSelect
          id="form-type"
          value={form.formType}
          disabled={readOnly}
          onChange={(event) => onChange({ ...form, formType: event.target.value as FormType })}
        >
          {formTypes.map((type) => (
            <option key={type} value={type}>
              {formTypeLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="form-code">Form Code</Label>
        <Input
          id="form-code"
          value={form.formCode}
          disabled={readOnly}
          aria-invalid={errors.formCode ? true : undefined}
          onChange={(event) => onChange({ ...form, formCode: event.target.value }, 'formCode')}
        />
        {errors.formCode && <p className="text-xs text-destructive">{errors.formCode}</p>}
      </div>
    </div>
  );
}
