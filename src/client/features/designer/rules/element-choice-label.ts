import type { FormElement } from '../../../../shared/generated/types.gen.ts';
import { elementEntry, isElementType } from '../../../../shared/elements/element-lookup.ts';

/** How an element is named in the rule pickers and table: its question code and plain label. */
export function elementChoiceLabel(element: FormElement | undefined, fallback = '(missing element)'): string {
  if (!element) return fallback;
  const label = element.label?.replace(/<[^>]*>/g, '').trim();
  const typeLabel = isElementType(element.type) ? elementEntry(element.type).label : element.type;
  const code = element.questionCode ? `${element.questionCode}: ` : '';
  return `${code}${label || typeLabel}`;
}
