import type { ReactNode } from 'react';
import { slotsOf } from './element-slots.ts';
import { useRenderer, useSlots } from './renderer-context.ts';

/** The height a question of a run is taken to have before it is first drawn (label, control, spacing). */
const QUESTION_REM = 5.25;

/**
 * A run of consecutive questions that the browser skips (style, layout and paint) while it is away from the
 * viewport. A section skips as a whole too, but once near, a change that moved its content would bring a
 * whole section of 50 questions near in the change's own frame (about 625 elements styled and 700 layout
 * objects); a run brings a tenth of that (bench/README.md, "Seventh round of the renderer"). `className` is the
 * parent's spacing between its children, so the questions keep their spacing within the run. Questions only:
 * each is laid out apart already (`contain: layout`), so no margin inside a run meets one outside it.
 */
export function QuestionRun({
  guids,
  row,
  className,
  children,
}: {
  guids: readonly string[];
  row: string;
  className: string;
  children: ReactNode;
}) {
  const { session } = useRenderer();
  useSlots(
    session.slots,
    guids.flatMap((guid) => slotsOf(guid, row, false)),
  );
  // A run whose questions are all hidden leaves the page as they do, so the spacing around it stays as it was
  // (an empty box would still be a child and keep its neighbour's margin).
  if (guids.every((guid) => session.evaluation.isHidden(guid, row))) return null;
  return (
    <div
      data-slot="question-run"
      // Paint containment clips at the run's edge: the margin lets the focus ring and shadow of a question at
      // the edge show as they do elsewhere (they reach 3 px out; the gap between runs is 16 px).
      className={`${className} [content-visibility:auto] [overflow-clip-margin:0.5rem]`}
      // A run never drawn yet counts as this tall (a question with its label and spacing measured 80 to 95
      // px), so scrolling to a question lands where it will be once the runs above it are drawn.
      style={{ containIntrinsicSize: `auto ${guids.length * QUESTION_REM}rem` }}
    >
      {children}
    </div>
  );
}
