/** A section's child as laid out: an element standing alone, or a run of consecutive questions. */
export type ChildGroup = { readonly guid: string } | { readonly run: readonly string[] };

/**
 * Groups children into runs of at most `size` consecutive questions, as even in length as their stretch
 * allows (50 in a row at 10: five runs of 10; 12: two of 6); every other child stands alone between runs.
 */
export function groupQuestions<T extends { readonly guid: string }>(
  children: readonly T[],
  isQuestion: (child: T) => boolean,
  size: number,
): ChildGroup[] {
  const groups: ChildGroup[] = [];
  let stretch: string[] = [];
  const closeStretch = () => {
    const runs = Math.ceil(stretch.length / size);
    for (let index = 0, start = 0; index < runs; index += 1) {
      const end = Math.round(((index + 1) * stretch.length) / runs);
      groups.push({ run: stretch.slice(start, end) });
      start = end;
    }
    stretch = [];
  };
  for (const child of children) {
    if (isQuestion(child)) {
      stretch.push(child.guid);
      continue;
    }
    closeStretch();
    groups.push({ guid: child.guid });
  }
  closeStretch();
  return groups;
}
