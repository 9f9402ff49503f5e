import type { FormLayout, FormPage } from './form-layout.ts';

/** The least height of a question on screen (a label line above a control); the estimate divides by it. */
const MIN_QUESTION_PX = 40;

/**
 * The questions whose widgets mount in the first render: every one that can be on the first screen (a page
 * opens at its top and its questions stack, each at least MIN_QUESTION_PX tall), or all of them when widgets
 * mount at any distance (`screensAhead` infinite, as on a screen as tall as the form). The rest wait for the
 * viewport to come near. A widget mounted in the first render is drawn in the same pass as its label, with
 * no layout of placeholders in between.
 */
export function questionsAtOnce(
  layout: FormLayout,
  pages: readonly FormPage[],
  screensAhead: number,
  viewportHeight: number,
): (elementGuid: string) => boolean {
  if (!Number.isFinite(screensAhead)) return () => true;
  let room = Math.ceil(viewportHeight / MIN_QUESTION_PX);
  const first = new Set<string>();
  // Pre-order, as the page shows them; containers mount anyway and take no room of their own here.
  const stack = pages.flatMap((page) => page.roots).reverse();
  for (let element = stack.pop(); element && room > 0; element = stack.pop()) {
    const children = layout.childrenOf(element.guid);
    if (children.length > 0) stack.push(...[...children].reverse());
    else {
      first.add(element.guid);
      room -= 1;
    }
  }
  return (elementGuid) => first.has(elementGuid);
}
