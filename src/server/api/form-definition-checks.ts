import type { ErrorObject } from 'ajv';
import type { FormDefinition, FormElement } from '../../shared/generated/types.gen.ts';
import { validateFormDefinition, validatorsById } from '../../shared/generated/validators.gen.ts';
import { elementEntry, isElementType, isSectionType } from '../../shared/elements/element-lookup.ts';
import { RESERVED_CODE_TEXT, isReservedFormCode } from '../../shared/expressions/reserved-codes.ts';
import { eventDefinitionProblem } from '../../shared/computed/event-checks.ts';
import { eventSourceProblem } from '../../shared/computed/event-sources.ts';
import { badRequest } from '../http/problem.ts';

// The designer's own messages (spec forms-and-workflows 5.10), so the client shows them unchanged.
export const NAME_REQUIRED = 'Name is required';
export const FORM_CODE_REQUIRED = 'Form code is required';
export const FORM_CODE_CHARACTERS = 'Form code can only contain letters, numbers, hyphens, and underscores';
export const ITEM_OUTSIDE_SECTION = 'A form item must be added to a Section.';
export const duplicateCodesMessage = (codes: string[]) =>
  `There are duplicate question codes: ${codes.join(', ')}. Please fix these before saving.`;
export const questionCodeTaken = (code: string) =>
  `Question code '${code}' already exists. Please choose a different one.`;

/** Ajv failures as the errors map of the problem body, each field a dotted path under `prefix`. */
function errorsMap(prefix: string, failures: readonly ErrorObject[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const failure of failures) {
    const missing = (failure.params as { missingProperty?: string }).missingProperty;
    const field = [prefix, failure.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing]
      .filter(Boolean)
      .join('.');
    const messages = (errors[field] ??= []);
    // Composed schemas (allOf) can report the same failure twice.
    const message = failure.message ?? 'is invalid';
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/** The name and form code rules, each with the designer's message; all failures at once. */
export function checkFormHeader(body: { name?: unknown; formCode?: unknown }): void {
  const errors: Record<string, string[]> = {};
  if (typeof body.name !== 'string' || !body.name.trim()) errors.name = [NAME_REQUIRED];
  const code = body.formCode;
  if (typeof code !== 'string' || !code.trim()) errors.formCode = [FORM_CODE_REQUIRED];
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) errors.formCode = [FORM_CODE_CHARACTERS];
  else if (isReservedFormCode(code)) errors.formCode = [RESERVED_CODE_TEXT];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/** Checks one element against the schema of its own type (a clearer message than the whole union gives). */
export function checkElement(element: unknown, field = 'element'): asserts element is FormElement {
  const type = (element as { type?: unknown } | null)?.type;
  if (!isElementType(type)) {
    throw badRequest(`Unknown element type '${String(type)}'.`, {
      [`${field}.type`]: ['must be one of the element types'],
    });
  }
  const validate = validatorsById[elementEntry(type).schemaId]!;
  if (!validate(element))
    throw badRequest(`The ${type} element is not valid.`, errorsMap(field, validate.errors ?? []));
}

/** The events of one element: each may fill its element, and a custom expression parses (spec 5.7). */
export function checkElementEvents(element: FormElement, field = 'element'): void {
  (element.events ?? []).forEach((event, index) => {
    const problem = eventDefinitionProblem(element, event);
    if (problem) {
      throw badRequest(problem.message, { [`${field}.events.${index}.${problem.field}`]: [problem.message] });
    }
  });
}

/** The elements each sum and percentage reads are elements of the form that may be summed (spec 5.7). */
function checkEventSources(components: readonly FormElement[]): void {
  const byGuid = new Map(components.map((element) => [element.guid, element]));
  components.forEach((element, index) =>
    (element.events ?? []).forEach((event, at) => {
      const problem = eventSourceProblem(element, event, byGuid);
      if (problem) throw badRequest(problem, { [`components.${index}.events.${at}`]: [problem] });
    }),
  );
}

/** Question codes used by more than one element, in form order. */
export function duplicateQuestionCodes(elements: readonly Pick<FormElement, 'questionCode'>[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { questionCode } of elements) {
    if (seen.has(questionCode)) duplicates.add(questionCode);
    seen.add(questionCode);
  }
  return [...duplicates];
}

/**
 * The element tree rules: guids unique, every parent in the form, no element its own ancestor, and only
 * Sections at the top (everything else sits inside a section, spec 5.10).
 */
export function checkElementTree(
  elements: readonly Pick<FormElement, 'guid' | 'type' | 'parentGuid'>[],
): void {
  const parents = new Map<string, string | null>();
  for (const element of elements) {
    if (parents.has(element.guid))
      throw badRequest(`Element guid '${element.guid}' is used twice in the form.`);
    parents.set(element.guid, element.parentGuid ?? null);
  }
  for (const element of elements) {
    if (!element.parentGuid) {
      if (!isSectionType(element.type)) throw badRequest(ITEM_OUTSIDE_SECTION);
      continue;
    }
    if (!parents.has(element.parentGuid))
      throw badRequest(`The parent of element '${element.guid}' is not in the form.`);
    // Walking up must reach the top within as many steps as there are elements, or there is a loop.
    let step = 0;
    for (let guid: string | null = element.parentGuid; guid; guid = parents.get(guid) ?? null) {
      if (guid === element.guid || ++step > elements.length)
        throw badRequest(`Element '${element.guid}' is inside itself.`);
    }
  }
}

/**
 * The whole form body as the designer saves it or a person uploads it: the designer's messages first,
 * then every element against its type's schema, the tree, unique question codes, and the whole form schema.
 */
export function checkFormDefinition(body: unknown): FormDefinition {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The form must be a JSON object.');
  const form = body as Partial<FormDefinition>;
  checkFormHeader(form);
  if (!Array.isArray(form.components))
    throw badRequest('The form has no components list.', { components: ['must be array'] });
  form.components.forEach((element, index) => checkElement(element, `components.${index}`));
  checkElementTree(form.components);
  form.components.forEach((element, index) => checkElementEvents(element, `components.${index}`));
  checkEventSources(form.components);
  const duplicates = duplicateQuestionCodes(form.components);
  if (duplicates.length)
    throw badRequest(duplicateCodesMessage(duplicates), {
      questionCode: [duplicateCodesMessage(duplicates)],
    });
  if (!validateFormDefinition(form))
    throw badRequest('The form is not valid.', errorsMap('', validateFormDefinition.errors ?? []));
  return form;
}
