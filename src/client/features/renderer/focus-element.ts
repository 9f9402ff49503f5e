import { rowKey } from '../../../shared/rules/answer-store.ts';

const HIGHLIGHT = ['ring-2', 'ring-primary', 'ring-offset-2'];
const HIGHLIGHT_MS = 2000;

/**
 * Scrolls to a question, focuses its input and highlights it for a moment (answer review navigation,
 * table of contents). The page switch happens first, so the element may appear a frame or two later.
 */
export function focusElement(elementGuid: string, row?: string, attempts = 10): void {
  const key = rowKey(row);
  const id = key ? `element-${elementGuid}-${key}` : `element-${elementGuid}`;
  requestAnimationFrame(() => {
    // Without a row, a question inside a repeater is found in its first row.
    const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
    if (!target) {
      if (attempts > 0) focusElement(elementGuid, row, attempts - 1);
      return;
    }
    target.scrollIntoView({ behavior: 'smooth', block: 'center' });
    target.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
    target.classList.add(...HIGHLIGHT);
    setTimeout(() => target.classList.remove(...HIGHLIGHT), HIGHLIGHT_MS);
  });
}
