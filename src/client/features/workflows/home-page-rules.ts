import type { HomePageType } from '../../../shared/generated/types.gen.ts';

// The workflow list on a Workflows home page (spec 2.4, 9): people whose entity type's home page is a
// workflow list see it plain until it grows long, and a list of one opens that workflow at once.

/** More workflows than this bring the filters to a Workflows home page (spec 9). */
const WORKFLOWS_HOME_FILTER_THRESHOLD = 10;

/** Filters show on a Default home page, or on a Workflows home page with more than 10 workflows and statuses. */
export function showsFilters(
  homePage: HomePageType | undefined,
  rowCount: number,
  statusCount: number,
): boolean {
  if (homePage !== 'Workflows') return true;
  return rowCount > WORKFLOWS_HOME_FILTER_THRESHOLD && statusCount > 0;
}

/** The workflow that opens full screen by itself: the only one of a Workflows home page's list. */
export function workflowOpeningAlone(
  homePage: HomePageType | undefined,
  rows: readonly { workflowGuid: string }[] | undefined,
): string | null {
  return homePage === 'Workflows' && rows?.length === 1 ? rows[0]!.workflowGuid : null;
}
