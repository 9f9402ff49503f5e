import type { Db } from '../db/database.ts';
import type {
  FormType,
  GetWorkflowDtosResponse,
  ListingColumn,
  StatusListEntry,
  TimeFrame,
  WorkflowListItem,
} from '../../shared/generated/types.gen.ts';
import { answerNamesRecord } from '../../shared/elements/element-lookup.ts';
import { workflowFormGuids, type WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import {
  listWorkflowRows,
  namesOf,
  stepStatusesOf,
  type WorkflowListQuery,
  type WorkflowListRow,
} from '../repositories/workflow-instances.ts';
import {
  answerColumnsOf,
  callerColumns,
  type AnswerColumn,
  type CallerColumns,
} from './list-column-visibility.ts';
import { judgedAnswers } from './list-hidden-answers.ts';
import {
  readableWorkflows,
  readableWorkflowsFilter,
  type ReadableWorkflows,
  type WorkflowCaller,
} from './workflow-access.ts';
import { definitionWorkflows, type KeptWorkflow } from './workflow-list-cache.ts';

// GetWorkflowDtos (spec 2.4, 7.3): the workflows of a definition the caller may read, newest change first,
// with the answers of the list's columns the caller may see. A definition may have ten thousand workflows.
// A caller who may see every column of every row gets the rows as the database keeps them, already JSON
// (migration 0009), joined as they are: nothing is parsed or serialised per row. A caller from whom
// the access rules withhold a column, or whose rows a Hidden rule may change, gets rows built here for
// them (docs/performance.md has the measurements behind the split). The kept rows come from the server's
// copy of the definition's list, brought up to date from the database on every request
// (workflow-list-cache.ts).

export interface WorkflowListParams {
  includeArchived: boolean;
  entityGuid?: string;
}

/** Guids in the JSON text of an entity or security group answer (one guid, or a list of them). */
const GUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Whether a kept workflow is on the list asked for, as the list query's filter decides (listFilter). */
const listedFor =
  (params: WorkflowListParams, readable: ReadableWorkflows | undefined) =>
  (row: KeptWorkflow): boolean =>
    (params.includeArchived || !row.archived) &&
    (params.entityGuid === undefined || row.entity === params.entityGuid) &&
    (readable === undefined ||
      row.createdBy === readable.createdBy ||
      (readable.entityGuid !== null && row.entity === readable.entityGuid));

/**
 * GetWorkflowDtos's answer, with its rows as JSON bytes: each buffer one or more of the array's items (joined
 * by commas when more), in order.
 */
export interface WorkflowListAnswer extends Omit<GetWorkflowDtosResponse, 'workflowDtos'> {
  workflowDtos: readonly Buffer[];
}

/** True when the caller sees every answer column on every row, as the kept rows hold them. */
function seesEveryColumn(columns: readonly AnswerColumn[], visible: CallerColumns): boolean {
  if (visible.judged.length > 0) return false;
  return [visible.own, visible.others].every((shown) => {
    const guids = new Set(shown.map((column) => column.guid));
    return columns.every((column) => guids.has(column.guid));
  });
}

/** The rows of GetWorkflowDtos with what the screen needs to show them. */
export async function workflowList(
  db: Db,
  who: WorkflowCaller,
  definition: WorkflowDefinitionRow,
  params: WorkflowListParams,
): Promise<WorkflowListAnswer> {
  const readable = readableWorkflows(who, definition.groupsWithAllAccess);
  const query = {
    orgGuid: definition.orgGuid,
    workflowDefinitionGuid: definition.guid,
    includeArchived: params.includeArchived,
    entityGuid: params.entityGuid,
    readable: readableWorkflowsFilter(readable),
  };
  const listing = definition.questionsToShow as ListingColumn[];
  const forms = await workflowFormGuids(db, definition.guid);
  const steps = forms.filter((form) => (form.formType as FormType) === 'InlineForm');
  const columns = answerColumnsOf(listing);
  const mentionGuids = new Set(
    listing
      .filter((column) => column.guid && answerNamesRecord(column.type))
      .map((column) => column.guid!.toLowerCase()),
  );
  const visible = await callerColumns(
    db,
    columns,
    forms.map((form) => form.guid),
    who,
  );
  const mentioned = new Set<string>();
  let workflowDtos: readonly Buffer[];
  if (seesEveryColumn(columns, visible)) {
    const rows = (await definitionWorkflows(db, definition.orgGuid, definition.guid)).filter(
      listedFor(params, readable),
    );
    workflowDtos = rows.map((row) => row.entry);
    for (const row of rows)
      for (const [question, guid] of row.mentions) if (mentionGuids.has(question)) mentioned.add(guid);
  } else {
    const built = await builtRows(db, who, definition, query, columns, visible, mentionGuids, mentioned);
    workflowDtos = built.length === 0 ? [] : [Buffer.from(JSON.stringify(built).slice(1, -1))];
  }
  const [singleFormResponseStatuses, entitiesMentioned] = await Promise.all([
    steps.length === 1 && workflowDtos.length > 0 ? stepStatusesOf(db, query, steps[0]!.guid) : {},
    namesOf(db, definition.orgGuid, [...mentioned]),
  ]);
  return {
    workflowDtos,
    singleFormResponseStatuses,
    workflowDefinitionUpdatedAt: definition.updatedAt.toISOString(),
    statusList: definition.statusList as StatusListEntry[],
    questionCodesToDisplay: listing,
    entitiesMentioned,
  };
}

/**
 * The rows for a caller who may not see every column everywhere: each row's answers are those the caller
 * may see on it, and the guids of the shown answers that name records are added to `mentioned`.
 */
async function builtRows(
  db: Db,
  who: WorkflowCaller,
  definition: WorkflowDefinitionRow,
  query: WorkflowListQuery,
  columns: readonly AnswerColumn[],
  visible: CallerColumns,
  mentionGuids: ReadonlySet<string>,
  mentioned: Set<string>,
): Promise<WorkflowListItem[]> {
  const rows = await listWorkflowRows(
    db,
    query,
    columns.map((column) => column.guid),
  );
  const judged =
    visible.judged.length === 0
      ? new Map<string, Map<string, unknown>>()
      : await judgedAnswers(
          db,
          visible.judged,
          rows.map((row) => ({ guid: row.guid, status: row.status, archived: row.archived !== null })),
          {
            statusList: definition.statusList as StatusListEntry[],
            timeFrames: definition.timeFrames as TimeFrame[],
            groupGuids: who.groupGuids,
          },
        );
  const judgedGuids = new Set(visible.judged.flatMap((form) => form.columns.map((column) => column.guid)));

  /** A column as a row reads it: where its text is in the row. */
  const placed = (shown: readonly AnswerColumn[]) =>
    shown.map((column) => ({
      guid: column.guid,
      code: column.code,
      at: `a${columns.findIndex((candidate) => candidate.guid === column.guid)}` as const,
      judged: judgedGuids.has(column.guid),
      mentions: mentionGuids.has(column.guid),
    }));
  const own = placed(visible.own);
  const others = placed(visible.others);

  const answersOf = (row: WorkflowListRow, shown: typeof own): Record<string, string> => {
    const line: Record<string, string> = {};
    for (const column of shown) {
      let answer: string | null | undefined;
      if (column.judged) {
        const value = judged.get(row.guid)?.get(column.guid);
        answer = value === undefined ? null : JSON.stringify(value);
      } else answer = row[column.at];
      if (answer == null) continue;
      line[column.code] = answer;
      if (column.mentions) for (const guid of answer.match(GUIDS) ?? []) mentioned.add(guid.toLowerCase());
    }
    return line;
  };

  return rows.map((row) => ({
    workflowGuid: row.guid,
    workflowName: row.name,
    ownerName: row.owner,
    workflowStatus: row.status,
    workflowArchivedAt: row.archived,
    updatedAt: row.updated,
    answersToShow: answersOf(row, row.entity !== null && row.entity === who.entityGuid ? own : others),
    workflowDefinitionGuid: definition.guid,
  }));
}
