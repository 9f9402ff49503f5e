import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  TemplatesType,
} from '@rjsf/utils';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PanelBaseInput } from './panel-widgets.tsx';

// The property panel's layout: a label above each field, its help below, errors in the destructive colour.

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, displayLabel, required, children, rawErrors, rawDescription, hidden, schema } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  // Checkboxes carry their own label; objects and arrays have a title of their own.
  const ownLabel = schema.type === 'boolean' || schema.type === 'object' || schema.type === 'array';
  return (
    <div className="flex flex-col gap-1.5" data-field={id}>
      {displayLabel && !ownLabel && label && (
        <Label htmlFor={id}>
          {label}
          {required ? ' *' : ''}
        </Label>
      )}
      {children}
      {rawDescription && !ownLabel && <p className="text-xs text-muted-foreground">{rawDescription}</p>}
      {rawErrors?.map((error) => (
        <p key={error} className="text-xs text-destructive">
          {error}
        </p>
      ))}
    </div>
  );
}

function ObjectFieldTemplate({ title, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const nested = fieldPathId.path.length > 0;
  return (
    <fieldset className={nested ? 'flex flex-col gap-3 rounded-md border p-3' : 'flex flex-col gap-3'}>
      {nested && title && <legend className="px-1 text-sm font-medium">{title}</legend>}
      {properties.map((property) => (
        <div key={property.name} className={property.hidden ? 'hidden' : undefined}>
          {property.content}
        </div>
      ))}
    </fieldset>
  );
}

function ArrayFieldTemplate({
  title,
  items,
  canAdd,
  onAddClick,
  disabled,
  readonly,
}: ArrayFieldTemplateProps) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border p-3">
      {title && <legend className="px-1 text-sm font-medium">{title}</legend>}
      {items}
      {canAdd && !readonly && (
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={onAddClick}>
          <Plus /> Add
        </Button>
      )}
    </fieldset>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps }: ArrayFieldItemTemplateProps) {
  const {
    hasMoveUp,
    hasMoveDown,
    hasRemove,
    disabled,
    readonly,
    onMoveUpItem,
    onMoveDownItem,
    onRemoveItem,
  } = buttonsProps;
  const off = disabled || readonly;
  return (
    <div className="flex items-start gap-2">
      <div className="flex-1">{children}</div>
      {hasMoveUp && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Move up"
          disabled={off}
          onClick={onMoveUpItem}
        >
          <ArrowUp />
        </Button>
      )}
      {hasMoveDown && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Move down"
          disabled={off}
          onClick={onMoveDownItem}
        >
          <ArrowDown />
        </Button>
      )}
      {hasRemove && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Remove"
          disabled={off}
          onClick={onRemoveItem}
        >
          <Trash2 />
        </Button>
      )}
    </div>
  );
}

/** The panel saves with the designer's Save, so the form has no submit button of its own. */
const NoSubmit = () => null;
const NoButton = (_: IconButtonProps) => null;

/** The template set, one explicit object. */
export const panelTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate: PanelBaseInput,
  ButtonTemplates: {
    SubmitButton: NoSubmit,
    AddButton: NoButton,
    CopyButton: NoButton,
    MoveDownButton: NoButton,
    MoveUpButton: NoButton,
    RemoveButton: NoButton,
    ClearButton: NoButton,
  },
};
