import { useEffect, useLayoutEffect, useRef } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { elementWithPanelData, panelDataOf, panelSchemaOf, type PanelData } from './element-panel-schema.ts';
import { panelTemplates } from './panel-templates.tsx';
import { compilePanelSchema, panelValidator } from './panel-validator.ts';
import { panelWidgets } from './panel-widgets.tsx';

export interface ElementPropertyFormProps {
  element: FormElement;
  readOnly: boolean;
  onChange: (element: FormElement) => void;
}

const DEFAULTS_BEHAVIOUR: Experimental_DefaultFormStateBehavior = { emptyObjectFields: 'skipDefaults' };

/** Runs `task` when the browser has a moment to spare (soon after, where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** The Properties tab: generated from the element type's JSON Schema, with no code per element type. */
export function ElementPropertyForm({ element, readOnly, onChange }: ElementPropertyFormProps) {
  const schema = panelSchemaOf(element.type);
  // The element's schema is compiled while the panel opens, not at the first key typed into it. Only another
  // element (or type) asks again: the check needs the schema, the data it starts from barely matters.
  const { guid, type } = element;
  const latest = useRef(element);
  useLayoutEffect(() => {
    latest.current = element;
  });
  useEffect(
    () => whenIdle(() => compilePanelSchema(panelSchemaOf(type), panelDataOf(latest.current), DEFAULTS_BEHAVIOUR)),
    [guid, type],
  );
  const change = (event: IChangeEvent<PanelData>) => {
    if (event.formData) onChange(elementWithPanelData(element, event.formData));
  };
  return (
    <Form<PanelData>
      key={element.guid}
      schema={schema}
      formData={panelDataOf(element)}
      validator={panelValidator}
      widgets={panelWidgets}
      templates={panelTemplates}
      readonly={readOnly}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      onChange={change}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
    />
  );
}
