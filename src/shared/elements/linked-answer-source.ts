import type { FormElement, LinkedAnswerProperties } from '../generated/types.gen.ts';

/** Where a Linked Answer element reads its answer: a question of a form of the same workflow. */
export interface LinkedAnswerSource {
  formDefinitionGuid: string;
  formElementGuid: string;
}

/** The question a Linked Answer element shows; null for any other element or one not linked yet. */
export function linkedAnswerSourceOf(element: FormElement): LinkedAnswerSource | null {
  if (element.type !== 'LinkedAnswer') return null;
  const { linkedFormDefinitionGuid, linkedFormElementGuid } = element.properties as LinkedAnswerProperties;
  if (!linkedFormDefinitionGuid || !linkedFormElementGuid) return null;
  return {
    formDefinitionGuid: linkedFormDefinitionGuid.toLowerCase(),
    formElementGuid: linkedFormElementGuid.toLowerCase(),
  };
}
