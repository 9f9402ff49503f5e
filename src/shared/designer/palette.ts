import { elementRegistry, elementTypesInPaletteOrder, paletteGroups } from '../generated/elements.gen.ts';
import type { ElementType, PaletteGroup } from '../generated/types.gen.ts';

/** One draggable palette entry. */
export interface PaletteItem {
  type: ElementType;
  label: string;
}

/** A palette group with the items whose label matches the filter. */
export interface PaletteSection {
  group: PaletteGroup;
  items: PaletteItem[];
}

/**
 * The designer's palette (spec forms-and-workflows 2.8) read from the element registry: every element type in
 * its schema's group and order, so a new type appears from its schema alone. The filter matches labels,
 * ignoring case; groups left empty by it are left out.
 */
export function paletteSections(filter = ''): PaletteSection[] {
  const needle = filter.trim().toLowerCase();
  return paletteGroups.flatMap((group) => {
    const items = elementTypesInPaletteOrder
      .map((type) => elementRegistry[type])
      .filter((entry) => entry.paletteGroup === group && entry.label.toLowerCase().includes(needle))
      .map((entry) => ({ type: entry.type, label: entry.label }));
    return items.length > 0 ? [{ group, items }] : [];
  });
}
