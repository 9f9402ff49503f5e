import crypto from 'node:crypto';
import { and, inArray, ne } from 'drizzle-orm';
import type { FormDefinition, FormElement } from '../../shared/generated/types.gen.ts';
import type { Db } from '../db/database.ts';
import { formElements } from '../db/tables/forms.ts';
import { GUID_PATTERN } from '../../shared/guid.ts';

/** A temporary id ('new', 'new-3') as editors hold unsaved records, replaced by a guid on save. */
const isTemporary = (id: string) => !GUID_PATTERN.test(id);
const freshIfTemporary = (id: string) => (isTemporary(id) ? crypto.randomUUID() : id.toLowerCase());

/**
 * New guids for elements whose id is temporary or already belongs to another form (element guids are
 * unique across forms); given guids are kept otherwise. Returns old id → saved guid for every element.
 */
export async function elementGuidMap(
  tx: Db,
  formGuid: string,
  elements: readonly FormElement[],
): Promise<Map<string, string>> {
  const candidates = elements
    .map((element) => element.guid)
    .filter((id) => !isTemporary(id))
    .map((id) => id.toLowerCase());
  const taken = candidates.length
    ? await tx
        .select({ guid: formElements.guid })
        .from(formElements)
        .where(and(inArray(formElements.guid, candidates), ne(formElements.formDefinitionGuid, formGuid)))
    : [];
  const takenSet = new Set(taken.map((row) => row.guid));
  return new Map(
    elements.map((element) => {
      const saved = freshIfTemporary(element.guid);
      return [element.guid, takenSet.has(saved) ? crypto.randomUUID() : saved];
    }),
  );
}

/** The form's rules with saved guids: temporary rule ids replaced, element references following their elements. */
export function remapRules(form: FormDefinition, formGuid: string, ids: Map<string, string>) {
  const ref = <T extends string | null | undefined>(id: T) => (id ? (ids.get(id) ?? id) : id);
  return {
    rules: (form.rules ?? []).map((rule) => ({
      ...rule,
      guid: freshIfTemporary(rule.guid),
      elementGuid: ref(rule.elementGuid),
      conditions: rule.conditions.map((condition) => ({
        ...condition,
        guid: freshIfTemporary(condition.guid),
        questionGuid: ref(condition.questionGuid),
      })),
    })),
    sectionRules: (form.sectionRules ?? []).map((rule) => ({
      ...rule,
      guid: freshIfTemporary(rule.guid),
      sectionGuid: ref(rule.sectionGuid),
      formDefinitionGuid: formGuid,
    })),
    formRules:
      form.formRules === null || form.formRules === undefined
        ? null
        : form.formRules.map((rule) => ({
            ...rule,
            guid: freshIfTemporary(rule.guid),
            formDefinitionGuid: formGuid,
          })),
  };
}
