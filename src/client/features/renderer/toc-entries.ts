import type { FormLayout, Pagination } from './form-layout.ts';
import { TOP } from './form-layout.ts';
import { inTableOfContents, isSectionType } from '../../../shared/elements/element-lookup.ts';

/** One line of the table of contents: a Section or a Heading, with the page it is on. */
export interface TocEntry {
  guid: string;
  label: string;
  /** Nesting depth for indentation: sections by depth, headings one deeper than their section. */
  depth: number;
  page: number;
}

/**
 * The table of contents (spec 2.7): sections and the headings in them, in form order. Elements without
 * a label are skipped (nothing to click on); `isHidden` leaves out what the rules hide.
 */
export function buildToc(
  layout: FormLayout,
  pagination: Pagination,
  isHidden: (guid: string) => boolean = () => false,
): TocEntry[] {
  const entries: TocEntry[] = [];
  const walk = (parentGuid: string, depth: number) => {
    for (const element of layout.childrenOf(parentGuid)) {
      if (isHidden(element.guid)) continue;
      const isSection = isSectionType(element.type);
      const label = element.label?.trim() ?? '';
      if (inTableOfContents(element.type) && label) {
        entries.push({ guid: element.guid, label, depth, page: pagination.pageOf(element.guid) ?? 0 });
      }
      // Headings inside repeaters repeat per row; the contents name each only once, at the repeater.
      if (isSection) walk(element.guid, depth + 1);
    }
  };
  walk(TOP, 0);
  return entries;
}
