import { elementRegistry } from '../generated/elements.gen.ts';
import type {
  ElementDescriptor,
  FormDefinition,
  FormElement,
  ListDefinition,
  NestedOption,
} from '../generated/types.gen.ts';

// List-backed questions: a choice element whose `optionsListGuid` names a list definition shows that list's
// items instead of its own options. The server (answer checks, computed targets) and the renderer both read
// a form through `withListOptions`, so an answer is judged against the options the person was shown.

/** The setting naming the list a choice element reads its options from (codegen checks each such type has it). */
export const OPTIONS_LIST_PROPERTY = 'optionsListGuid';

export type OptionsFromList = NonNullable<ElementDescriptor['optionsFromList']>;

/** How a type reads options from a list (its x-element `optionsFromList`), or null when it cannot. */
export function optionsFromListOf(type: string | undefined): OptionsFromList | null {
  if (type === undefined || !Object.hasOwn(elementRegistry, type)) return null;
  const entry = elementRegistry[type as keyof typeof elementRegistry] as ElementDescriptor;
  return entry.optionsFromList ?? null;
}

/** The guid (lower case) of the list an element reads its options from, or null. */
export function listGuidOf(element: FormElement): string | null {
  if (!optionsFromListOf(element.type)) return null;
  const guid = (element.properties as Record<string, unknown>)[OPTIONS_LIST_PROPERTY];
  return typeof guid === 'string' && guid !== '' ? guid.toLowerCase() : null;
}

/** The distinct lists the elements read their options from. */
export function listGuidsOf(components: readonly FormElement[]): string[] {
  const guids = new Set<string>();
  for (const element of components) {
    const guid = listGuidOf(element);
    if (guid) guids.add(guid);
  }
  return [...guids];
}

/** A list's items as the options of a type: the whole tree for a nested type, else the top level as value and label. */
export function optionsFromItems(items: readonly NestedOption[], nested: boolean): NestedOption[] {
  return items.map(({ value, label, children }) =>
    nested && children?.length
      ? { value, label, children: optionsFromItems(children, true) }
      : { value, label },
  );
}

/** The element with the options of the list it reads from; the element itself when it reads none or the list is absent. */
export function elementWithListOptions(
  element: FormElement,
  lists: ReadonlyMap<string, ListDefinition>,
): FormElement {
  const fromList = optionsFromListOf(element.type);
  const guid = listGuidOf(element);
  const list = guid ? lists.get(guid) : undefined;
  if (!fromList || !list) return element;
  return {
    ...element,
    properties: {
      ...element.properties,
      [fromList.optionsProperty]: optionsFromItems(list.items, fromList.nested),
    },
  } as FormElement;
}

/** Lists by lower-case guid. */
export const listsByGuid = (lists: readonly ListDefinition[]): Map<string, ListDefinition> =>
  new Map(lists.map((list) => [list.listDefinitionGuid.toLowerCase(), list]));

/**
 * The form as it is filled in: every list-backed element with its list's items, in the list's order. An element
 * whose list was not delivered keeps its own options. The form itself when no element reads a given list.
 */
export function withListOptions<Form extends Pick<FormDefinition, 'components'>>(
  form: Form,
  lists: readonly ListDefinition[] | undefined,
): Form {
  if (!lists?.length || listGuidsOf(form.components).length === 0) return form;
  const byGuid = listsByGuid(lists);
  return { ...form, components: form.components.map((element) => elementWithListOptions(element, byGuid)) };
}
