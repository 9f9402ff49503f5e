import type { FormDefinition, FormElement } from '../../../shared/generated/types.gen.ts';

// Small hand-made forms for the renderer's tests.

export function el(
  guid: string,
  type: FormElement['type'],
  extra: Partial<Omit<FormElement, 'type' | 'properties'>> & { properties?: Record<string, unknown> } = {},
): FormElement {
  return {
    guid,
    type,
    label: guid,
    questionCode: `${type}${guid}`,
    ...extra,
    properties: { ...extra.properties },
  } as FormElement;
}

export function formOf(components: FormElement[], rules: FormDefinition['rules'] = []): FormDefinition {
  return {
    guid: 'form-1',
    name: 'Test form',
    formType: 'Other',
    formCode: 'test',
    components,
    rules,
  };
}
