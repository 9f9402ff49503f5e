import { memo, startTransition, useCallback, useInsertionEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import {
  deepEquals,
  type Experimental_DefaultFormStateBehavior,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import {
  elementWithPanelData,
  panelDataOf,
  panelSchemaOf,
  panelUiSchemaOf,
  type PanelData,
} from './element-panel-schema.ts';
import type { OptionsListContext } from './options-list-widget.tsx';
import { panelTemplates } from './panel-templates.tsx';
import { panelValidatorOf, type PanelValidator } from './panel-validator.ts';
import { panelWidgets } from './panel-widgets.tsx';
import { plainPanelErrors } from './panel-error-messages.ts';

export interface ElementPropertyFormProps {
  element: FormElement;
  readOnly: boolean;
  onChange: (element: FormElement) => void;
  /** The lists a choice element may read its options from, and unlinking one. */
  optionsLists: OptionsListContext;
}

const DEFAULTS_BEHAVIOUR: Experimental_DefaultFormStateBehavior = { emptyObjectFields: 'skipDefaults' };

interface PanelFormProps {
  schema: RJSFSchema;
  validator: PanelValidator;
  uiSchema: UiSchema;
  formContext: OptionsListContext;
  formData: PanelData;
  readOnly: boolean;
  onChange: (event: IChangeEvent<PanelData>) => void;
}

/** The generated form; memoised, so it renders for its own edits and for data handed to it, not for the page's. */
const PanelForm = memo(function PanelForm({
  schema,
  validator,
  uiSchema,
  formContext,
  formData,
  readOnly,
  onChange,
}: PanelFormProps) {
  return (
    <Form<PanelData>
      schema={schema}
      uiSchema={uiSchema}
      formContext={formContext}
      formData={formData}
      validator={validator}
      transformErrors={plainPanelErrors}
      widgets={panelWidgets}
      templates={panelTemplates}
      readonly={readOnly}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      onChange={onChange}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
    />
  );
});

/**
 * What the generated form holds: the data last handed to it and the element its own last edit made. While
 * the element is that edit's result the form already shows it, so typing hands it nothing (handing each keystroke
 * back made the form compare and derive its whole state again); any other change of the element (undo, a list's
 * options, a reload) is handed to it.
 */
interface Held {
  guid: string;
  /** Renewed to start the form afresh (see `heldFor`). */
  version: number;
  formData: PanelData;
  edited: FormElement | null;
  /** The form's other props that change: the ui schema's text, the lists, read-only. */
  props: readonly unknown[];
}

function heldFor(element: FormElement, held: Held, props: readonly unknown[]): Held {
  if (element.guid !== held.guid)
    return {
      guid: element.guid,
      version: held.version + 1,
      formData: panelDataOf(element),
      edited: null,
      props,
    };
  // The form derives its state from its props again whenever one of them changes (a list linked hides the
  // options, the lists load): it must then be handed the data it shows now, not the data it was first given.
  if (props.some((prop, index) => prop !== held.props[index]))
    return { ...held, formData: panelDataOf(element), edited: null, props };
  if (element === held.edited) return held;
  const formData = panelDataOf(element);
  const shown = held.edited ? panelDataOf(held.edited) : held.formData;
  if (deepEquals(formData, shown)) return held;
  // Data equal to what the form was last handed would not reach it (it compares), so it starts afresh.
  const version = deepEquals(formData, held.formData) ? held.version + 1 : held.version;
  return { ...held, version, formData, edited: null };
}

/** The Properties tab: generated from the element type's JSON Schema, with no code per element type. */
export function ElementPropertyForm({ element, readOnly, onChange, optionsLists }: ElementPropertyFormProps) {
  const { lists } = optionsLists;
  const uiSchemaText = JSON.stringify(panelUiSchemaOf(element));
  const props = [uiSchemaText, lists, readOnly];
  const [held, setHeld] = useState<Held>(() => ({
    guid: element.guid,
    version: 0,
    formData: panelDataOf(element),
    edited: null,
    props,
  }));
  const current = heldFor(element, held, props);
  if (current !== held) setHeld(current);
  // Kept fresh before the form's own commit work: handed new data, it may report a change from there.
  const latest = useRef({ element, onChange, optionsLists });
  useInsertionEffect(() => {
    latest.current = { element, onChange, optionsLists };
  });
  // Both stay the same object while typing, so the memoised form is not rendered again for them: the context
  // changes only when the lists do (unlinking reads the latest element), the ui schema when the link does.
  const formContext = useMemo<OptionsListContext>(
    () => ({ lists, unlink: (list) => latest.current.optionsLists.unlink(list) }),
    [lists],
  );
  const uiSchema = useMemo<UiSchema>(() => JSON.parse(uiSchemaText) as UiSchema, [uiSchemaText]);
  // The form shows its own edit at once (RJSF holds it); what the edit changes elsewhere (the draft, and what
  // the form holds of it) is a transition, rendered after the key's frame: the designer's page follows the
  // draft in React state (use-designer-history.ts), so the change sent here renders in this transition. Both
  // go in the same transition, so the element handed to the form and the edit it remembers never come from
  // different keystrokes.
  const change = useCallback((event: IChangeEvent<PanelData>) => {
    if (!event.formData) return;
    const edited = elementWithPanelData(latest.current.element, event.formData);
    startTransition(() => {
      setHeld((before) => ({ ...before, edited }));
      latest.current.onChange(edited);
    });
  }, []);
  const { type } = element;
  return (
    <PanelForm
      key={`${current.guid}:${current.version}`}
      schema={panelSchemaOf(type)}
      validator={panelValidatorOf(type)}
      uiSchema={uiSchema}
      formContext={formContext}
      formData={current.formData}
      readOnly={readOnly}
      onChange={change}
    />
  );
}
