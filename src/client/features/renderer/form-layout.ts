import type { ElementType, FormDefinition, FormElement } from '../../../shared/generated/types.gen.ts';
import { isSectionType } from '../../../shared/elements/element-lookup.ts';

/** Parent key of the elements at the top of the form. */
export const TOP = '';

/** One page of the renderer: the top-level elements it shows. */
export interface FormPage {
  /** The Section that opens the page, or null for elements before the first Section. */
  sectionGuid: string | null;
  title: string;
  roots: readonly FormElement[];
}

/** A form's elements as the renderer walks them: children in display order, archived ones left out. */
export interface FormLayout {
  readonly byGuid: ReadonlyMap<string, FormElement>;
  childrenOf(parentGuid: string): readonly FormElement[];
}

/** The pages of a layout and where each element is. */
export interface Pagination {
  readonly pages: readonly FormPage[];
  /** Index of the page each shown element is on (nested elements included). */
  pageOf(elementGuid: string): number | undefined;
}

const layouts = new WeakMap<Pick<FormDefinition, 'components'>, FormLayout>();

/** The layout of a form definition, built once per definition (the session and the widget preload share it). */
export function layoutOf(form: Pick<FormDefinition, 'components'>): FormLayout {
  let layout = layouts.get(form);
  if (!layout) layouts.set(form, (layout = buildLayout(form)));
  return layout;
}

/**
 * Builds the layout. The definition's list is already in display order; children hang off parentGuid (a
 * parent that does not exist puts the element at the top). Archived elements and everything inside them are
 * left out.
 */
export function buildLayout(form: Pick<FormDefinition, 'components'>): FormLayout {
  const live = form.components.filter((element) => !element.isArchived);
  const byGuid = new Map(live.map((element) => [element.guid, element]));
  const children = new Map<string, FormElement[]>();
  for (const element of live) {
    const parent = element.parentGuid && byGuid.has(element.parentGuid) ? element.parentGuid : TOP;
    // A parent that was archived hides its children too: they are not reachable from the top.
    if (element.parentGuid && !byGuid.has(element.parentGuid) && isArchivedParent(form, element.parentGuid))
      continue;
    const list = children.get(parent) ?? [];
    list.push(element);
    children.set(parent, list);
  }
  return { byGuid, childrenOf: (parentGuid: string) => children.get(parentGuid) ?? [] };
}

/**
 * Pages of a layout: with `splitPages` every top-level Section starts a page (elements before the first
 * Section get a page of their own); without it the whole form is one page.
 */
export function paginate(layout: FormLayout, splitPages: boolean): Pagination {
  const { childrenOf } = layout;
  const pages = splitIntoPages(childrenOf(TOP), splitPages);
  const pageIndex = new Map<string, number>();
  pages.forEach((page, index) => {
    const stack = [...page.roots];
    for (let element = stack.pop(); element; element = stack.pop()) {
      if (pageIndex.has(element.guid)) continue;
      pageIndex.set(element.guid, index);
      stack.push(...childrenOf(element.guid));
    }
  });
  return { pages, pageOf: (guid) => pageIndex.get(guid) };
}

/** The element types on a page, nested elements included: the widgets the page needs. */
export function typesOnPage(layout: FormLayout, page: FormPage): Set<ElementType> {
  const types = new Set<ElementType>();
  const stack = [...page.roots];
  for (let element = stack.pop(); element; element = stack.pop()) {
    types.add(element.type);
    stack.push(...layout.childrenOf(element.guid));
  }
  return types;
}

function isArchivedParent(form: Pick<FormDefinition, 'components'>, guid: string): boolean {
  return form.components.some((element) => element.guid === guid && element.isArchived);
}

/** Splits the top-level elements into pages at each Section (spec 2.7: one page at a time). */
export function splitIntoPages(top: readonly FormElement[], splitPages: boolean): FormPage[] {
  if (!splitPages || top.length === 0) return [{ sectionGuid: null, title: 'Page 1', roots: top }];
  const pages: { sectionGuid: string | null; title: string; roots: FormElement[] }[] = [];
  for (const element of top) {
    const startsPage = isSectionType(element.type) || pages.length === 0;
    if (startsPage) {
      const isSection = isSectionType(element.type);
      pages.push({
        sectionGuid: isSection ? element.guid : null,
        title: (isSection && element.label?.trim()) || `Page ${pages.length + 1}`,
        roots: [element],
      });
    } else {
      pages[pages.length - 1]!.roots.push(element);
    }
  }
  return pages;
}
