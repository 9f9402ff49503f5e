import type { FormDefinition, FormElement, FormResponse } from '../../../shared/generated/types.gen.ts';

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

/** A Draft response of the test form with the given stored answers. */
export function responseOf(answers: FormResponse['answers'] = []): FormResponse {
  return { guid: 'r-1', formDefinitionGuid: 'form-1', orgGuid: 'org-1', status: 'Draft', answers };
}

/** The person and organisation the renderer's tests open responses as. */
export const TEST_VIEWER = { userGuid: 'u-1', loginName: 'Pat', email: 'pat@example.com', groupGuids: [] };
export const TEST_ORG = { guid: 'org-1', name: 'Org' };
