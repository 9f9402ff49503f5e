import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
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
import { panelValidator } from './panel-validator.ts';
import { panelWidgets } from './panel-widgets.tsx';

export interface ElementPropertyFormProps {
  element: FormElement;
  readOnly: boolean;
  onChange: (element: FormElement) => void;
  /** The lists a choice element may read its options from, and unlinking one. */
  optionsLists: OptionsListContext;
}

/** The Properties tab: generated from the element type's JSON Schema, with no code per element type. */
export function ElementPropertyForm({ element, readOnly, onChange, optionsLists }: ElementPropertyFormProps) {
  const change = (event: IChangeEvent<PanelData>) => {
    if (event.formData) onChange(elementWithPanelData(element, event.formData));
  };
  return (
    <Form<PanelData>
      key={element.guid}
      schema={panelSchemaOf(element.type)}
      uiSchema={panelUiSchemaOf(element)}
      formContext={optionsLists}
      formData={panelDataOf(element)}
      validator={panelValidator}
      widgets={panelWidgets}
      templates={panelTemplates}
      readonly={readOnly}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      onChange={change}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
    />
  );
}
