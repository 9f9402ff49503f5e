import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { elementPanelSchemas } from '../../../../shared/generated/schemas.gen.ts';
import { isElementType } from '../../../../shared/elements/element-lookup.ts';
import { panelSchemaOver, UNKNOWN_TYPE_SETTINGS } from '../../../../shared/elements/panel-schema.ts';
import type { FormElement, ListDefinition } from '../../../../shared/generated/types.gen.ts';
import {
  listGuidOf,
  OPTIONS_LIST_PROPERTY,
  optionsFromItems,
  optionsFromListOf,
} from '../../../../shared/lists/list-options.ts';

// The Properties tab edits an element's label and question code beside its settings in one generated form:
// the element type's panel schema (codegen, references resolved locally) with the two common fields added
// in front (src/shared/elements/panel-schema.ts, as codegen precompiles its validators). Nothing here knows any
// element type.

const schemas = new Map<string, RJSFSchema>();

/** The panel schema of an element type with Label and Question Code first. */
export function panelSchemaOf(type: string): RJSFSchema {
  let schema = schemas.get(type);
  if (!schema) {
    schema = panelSchemaOver(
      isElementType(type) ? elementPanelSchemas[type] : UNKNOWN_TYPE_SETTINGS,
    ) as RJSFSchema;
    schemas.set(type, schema);
  }
  return schema;
}

/** The panel's form data: label and code beside the settings. */
export type PanelData = Record<string, unknown> & { label?: string; questionCode?: string };

export const panelDataOf = (element: FormElement): PanelData => ({
  ...element.properties,
  label: element.label ?? '',
  questionCode: element.questionCode,
});

/** The element with the panel's data written back. */
export function elementWithPanelData(element: FormElement, data: PanelData): FormElement {
  const { label, questionCode, ...properties } = data;
  return { ...element, label: label ?? '', questionCode: questionCode ?? '', properties } as FormElement;
}

/**
 * Where the panel leaves RJSF's default widgets, read from the type's x-element descriptor: a type reading its
 * options from a list edits its list setting with the options-list widget, and while a list is linked its own
 * options are hidden (the linked list's are shown read-only instead).
 */
export function panelUiSchemaOf(element: FormElement): UiSchema {
  const fromList = optionsFromListOf(element.type);
  if (!fromList) return {};
  return {
    [OPTIONS_LIST_PROPERTY]: { 'ui:widget': 'OptionsListWidget' },
    ...(listGuidOf(element) ? { [fromList.optionsProperty]: { 'ui:widget': 'hidden' } } : {}),
  };
}

/** The element unlinked from its list, with the list's items (if it is still there) as its own options. */
export function elementUnlinked(element: FormElement, list: ListDefinition | undefined): FormElement {
  const fromList = optionsFromListOf(element.type);
  if (!fromList) return element;
  const { [OPTIONS_LIST_PROPERTY]: _linked, ...properties } = element.properties as Record<string, unknown>;
  if (list) properties[fromList.optionsProperty] = optionsFromItems(list.items, fromList.nested);
  return { ...element, properties } as FormElement;
}
