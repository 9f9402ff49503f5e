import { useState } from 'react';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { inTableOfContents } from '../../../shared/elements/element-lookup.ts';
import type { FormPage } from '../renderer/form-layout.ts';

/** One line of the Design tab's table of contents. */
export interface ContentsEntry {
  guid: string;
  title: string;
  /** How deep it sits: 0 for a top-level section. */
  depth: number;
  /** The page (index into the canvas's pages) that shows it. */
  page: number;
}

const plain = (label: string | undefined) => (label ?? '').replace(/<[^>]*>/g, '').trim();

/**
 * The sections and headings (types whose x-element says contentsEntry) in display order, each with the page
 * holding it, so choosing one can go there.
 */
export function contentsEntries(
  components: readonly FormElement[],
  pages: readonly FormPage[],
  typeLabel: (type: string) => string,
): ContentsEntry[] {
  // Children by parent, gathered in one pass: asking each element for its children would scan the whole form
  // once per element, at every change of a long form.
  const byParent = new Map<string, FormElement[]>();
  for (const element of components) {
    if (!element.parentGuid) continue;
    const siblings = byParent.get(element.parentGuid);
    if (siblings) siblings.push(element);
    else byParent.set(element.parentGuid, [element]);
  }
  const entries: ContentsEntry[] = [];
  const visit = (element: FormElement, depth: number, page: number) => {
    if (inTableOfContents(element.type))
      entries.push({
        guid: element.guid,
        title: plain(element.label) || typeLabel(element.type),
        depth,
        page,
      });
    for (const child of byParent.get(element.guid) ?? []) visit(child, depth + 1, page);
  };
  pages.forEach((page, index) => {
    for (const root of page.roots) visit(root, 0, index);
  });
  return entries;
}

const sameEntries = (a: readonly ContentsEntry[], b: readonly ContentsEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => {
    const other = b[index]!;
    return (
      entry.guid === other.guid &&
      entry.title === other.title &&
      entry.depth === other.depth &&
      entry.page === other.page
    );
  });

/**
 * The entries, keeping the previous list while it reads the same: typing in a question's label changes the
 * form but no section or heading, and the table of contents then has nothing to render.
 */
export function useStableEntries(entries: ContentsEntry[]): ContentsEntry[] {
  const [kept, setKept] = useState(entries);
  if (kept === entries || sameEntries(kept, entries)) return kept;
  setKept(entries);
  return entries;
}
