import { LIST_SEPARATOR } from '../format/answer-text.ts';
import { formatMoney, parseNumber } from '../format/number-format.ts';

// Filters change a placeholder's value before it is shown. They work on plain text items; the
// caller escapes them afterwards, so no filter can produce markup by accident.

/** A value on its way through the filters: its items, and whether they go on separate lines. */
export interface FilteredValue {
  items: string[];
  separator: string;
  /** Set by breaklist: one item per line. */
  lines: boolean;
}

type TextFilter = (text: string) => string;

/** 'FirstName' → 'First Name', 'HTMLParser' → 'HTML Parser', 'version2Notes' → 'version2 Notes'. */
export function splitByCaps(text: string): string {
  return text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
}

const TEXT_FILTERS: Record<string, TextFilter> = {
  uppercase: (text) => text.toUpperCase(),
  lowercase: (text) => text.toLowerCase(),
  // Only the first letter changes: 'mcDonald' must not turn into 'Mcdonald'.
  capitalize: (text) => text.charAt(0).toUpperCase() + text.slice(1),
  splitbycaps: splitByCaps,
  formatdollars: (text) => {
    const amount = parseNumber(text);
    return amount === null ? text : formatMoney(amount);
  },
};

function applyTemplate(value: FilteredValue, template: string): FilteredValue {
  // Nothing left (breaklist of blank lines) stays nothing: no 'Dear ,'.
  if (value.items.length === 0) return value;
  const at = template.indexOf('_');
  const before = template.slice(0, at);
  const after = template.slice(at + 1);
  if (value.lines) {
    // Lines stay lines: the template's text goes before the first and after the last.
    const items = [...value.items];
    items[0] = before + items[0];
    items[items.length - 1] += after;
    return { ...value, items };
  }
  return { ...value, items: [before + value.items.join(value.separator) + after] };
}

function applyFilter(value: FilteredValue, filter: string): FilteredValue {
  if (filter.includes('_')) return applyTemplate(value, filter);
  const name = filter.toLowerCase();
  if (name === 'breaklist') {
    const items = value.items.flatMap((item) => item.split(/\r?\n/)).filter((item) => item.trim() !== '');
    return { ...value, items, lines: true };
  }
  const textFilter = Object.hasOwn(TEXT_FILTERS, name) ? TEXT_FILTERS[name] : undefined;
  // An unknown filter is ignored rather than breaking the whole text.
  return textFilter ? { ...value, items: value.items.map(textFilter) } : value;
}

/** Runs the filters left to right over non-empty items. */
export function applyFilters(
  items: string[],
  filters: readonly string[],
  separator = LIST_SEPARATOR,
): FilteredValue {
  return filters.reduce(applyFilter, { items, separator, lines: false });
}
