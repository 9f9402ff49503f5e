/**
 * How a response is shown (the single response viewer's display-mode selector, spec 2.10):
 * - fill: answers can be changed, one page at a time.
 * - readOnly: the same pages, every question read-only (a look without the risk of changing anything).
 * - print: every page one after another, read-only, no pager or contents; page breaks apply when printed.
 */
export type DisplayMode = 'fill' | 'readOnly' | 'print';

export const displayModes: readonly { value: DisplayMode; label: string }[] = [
  { value: 'fill', label: 'Fill in' },
  { value: 'readOnly', label: 'Read only' },
  { value: 'print', label: 'Print' },
];

export function isDisplayMode(value: unknown): value is DisplayMode {
  return displayModes.some((mode) => mode.value === value);
}
