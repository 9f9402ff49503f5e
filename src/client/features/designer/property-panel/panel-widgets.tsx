import type { ChangeEvent } from 'react';
import type { BaseInputTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { OptionsListWidget } from './options-list-widget.tsx';
import { useTypedText } from './typed-text.ts';

// The property panel's widgets, drawn with our own components. Like every widget they take RJSF's narrow
// props and do nothing but show and change one value.

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Text and number inputs; an emptied field is left out rather than stored as ''. The input shows its own text
 * while typing and hands the value over in a transition (typed-text.ts).
 */
export function PanelBaseInput(props: BaseInputTemplateProps) {
  const { id, value, type, disabled, readonly, autofocus, onBlur, onFocus, onChange, schema, rawErrors } =
    props;
  const numeric =
    type === 'number' || type === 'integer' || schema.type === 'number' || schema.type === 'integer';
  const valueOf = (text: string) => (text === '' ? props.options.emptyValue : numeric ? Number(text) : text);
  const typed = useTypedText(value, textOf, onChange);
  return (
    <Input
      id={id}
      name={id}
      type={numeric ? 'number' : 'text'}
      value={typed.text}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      onChange={
        props.onChangeOverride ??
        ((event: ChangeEvent<HTMLInputElement>) =>
          typed.type(event.target.value, valueOf(event.target.value)))
      }
      onBlur={(event) => {
        typed.settle(valueOf);
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

function CheckboxWidget({ id, value, disabled, readonly, label, onChange }: WidgetProps) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        onCheckedChange={(checked) => onChange(checked === true)}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

function SelectWidget({ id, value, disabled, readonly, options, schema, onChange }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  // A setting left unset takes its schema's default, so that is what the select shows; with a default there
  // is nothing to clear to, and without one '—' stands for unset.
  const hasDefault = schema.default !== undefined;
  const shown = value === undefined && hasDefault ? schema.default : value;
  const index = choices.findIndex((choice) => choice.value === shown);
  return (
    <NativeSelect
      id={id}
      value={index < 0 ? '' : String(index)}
      disabled={disabled || readonly}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : choices[Number(event.target.value)]?.value)
      }
    >
      {(!hasDefault || index < 0) && <option value="">—</option>}
      {choices.map((choice, position) => (
        <option key={String(choice.value)} value={String(position)}>
          {choice.label}
        </option>
      ))}
    </NativeSelect>
  );
}

function TextareaWidget({ id, value, disabled, readonly, onChange, onBlur, options }: WidgetProps) {
  const valueOf = (text: string) => (text === '' ? options.emptyValue : text);
  const typed = useTypedText(value, (shown) => (typeof shown === 'string' ? shown : ''), onChange);
  return (
    <Textarea
      id={id}
      value={typed.text}
      disabled={disabled || readonly}
      onChange={(event) => typed.type(event.target.value, valueOf(event.target.value))}
      onBlur={(event) => {
        typed.settle(valueOf);
        onBlur(id, event.target.value);
      }}
    />
  );
}

/** The widget set, one explicit object. */
export const panelWidgets: RegistryWidgetsType = {
  CheckboxWidget,
  OptionsListWidget,
  SelectWidget,
  TextareaWidget,
};
