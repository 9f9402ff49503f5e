import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { elementWithPanelData, panelDataOf, panelSchemaOf, type PanelData } from './element-panel-schema.ts';
import { panelTemplates } from './panel-templates.tsx';
import { panelValidator } from './panel-validator.ts';
import { panelWidgets } from './panel-widgets.tsx';

export interface ElementPropertyFormProps {
  element: FormElement;
  readOnly: boolean;
  onChange: (element: FormElement) => void;
}

/** The Properties tab: generated from the element type's JSON Schema, with no code per element type. */
export function ElementPropertyForm({ element, readOnly, onChange }: ElementPropertyFormProps) {
  const change = (event: IChangeEvent<PanelData>) => {
    if (event.formData) onChange(elementWithPanelData(element, event.formData));
  };
  return (
    <Form<PanelData>
      key={element.guid}
      schema={panelSchemaOf(element.type)}
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
