import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { answers, formResponses } from '../db/tables/forms.ts';
import type { StatusListEntry, TimeFrame } from '../../shared/generated/types.gen.ts';
import { AnswerStore } from '../../shared/rules/answer-store.ts';
import type { RuleContext } from '../../shared/rules/context-condition.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { compiledFormFor } from '../answers/rules-cache.ts';
import type { JudgedForm } from './list-column-visibility.ts';

// List columns whose question a Hidden rule may hide are judged per workflow with the form's rules, for
// the caller, exactly as GetResponse judges them: the latest answer of the question across the workflow's
// responses of that form that the rules do not hide. Only these columns pay for reading the answers.

export interface ListedWorkflow {
  guid: string;
  status: string;
  archived: boolean;
}

export interface ListRuleContext {
  statusList: readonly StatusListEntry[];
  timeFrames: readonly TimeFrame[];
  groupGuids: readonly string[];
}

/** A uuid[] parameter: one parameter however many workflows are listed. */
const uuidArray = (guids: readonly string[]) => sql`${`{${guids.join(',')}}`}::uuid[]`;

/** Workflow guid → element guid → the answer the caller may see, for the judged columns. */
export async function judgedAnswers(
  db: Db,
  judged: readonly JudgedForm[],
  workflows: readonly ListedWorkflow[],
  shared: ListRuleContext,
): Promise<Map<string, Map<string, unknown>>> {
  const found = new Map<string, Map<string, unknown>>();
  if (judged.length === 0 || workflows.length === 0) return found;
  const byGuid = new Map(workflows.map((workflow) => [workflow.guid, workflow]));
  const listed = uuidArray(workflows.map((workflow) => workflow.guid));
  // Form statuses feed form-status conditions; later responses of a form speak for it.
  const statuses = new Map<string, Record<string, string>>();
  if (
    judged.some(({ form, version }) => compiledFormFor(form, version).evaluator.readsContext('formStatuses'))
  ) {
    const lines = await db
      .select({
        workflow: formResponses.workflowGuid,
        form: formResponses.formDefinitionGuid,
        status: formResponses.status,
      })
      .from(formResponses)
      .where(sql`${formResponses.workflowGuid} = any(${listed})`)
      .orderBy(asc(formResponses.updatedAt));
    for (const line of lines) {
      const record = statuses.get(line.workflow!) ?? {};
      record[line.form] = line.status;
      statuses.set(line.workflow!, record);
    }
  }
  for (const { form, version, columns } of judged) {
    const { evaluator } = compiledFormFor(form, version);
    const rows = await db
      .select({
        response: formResponses.guid,
        workflow: formResponses.workflowGuid,
        status: formResponses.status,
        element: answers.formElementGuid,
        row: answers.repeatableGroupGuid,
        value: answers.answerValue,
        isHidden: answers.isHidden,
        updatedAt: answers.updatedAt,
      })
      .from(formResponses)
      .innerJoin(answers, eq(answers.formResponseGuid, formResponses.guid))
      .where(
        and(
          eq(formResponses.formDefinitionGuid, form.guid),
          sql`${formResponses.workflowGuid} = any(${listed})`,
        ),
      );
    const byResponse = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byResponse.get(row.response) ?? [];
      list.push(row);
      byResponse.set(row.response, list);
    }
    const latest = new Map<string, { value: unknown; at: number }>();
    for (const lines of byResponse.values()) {
      const workflow = byGuid.get(lines[0]!.workflow!)!;
      const store = new AnswerStore();
      for (const line of lines) store.setValue(line.element, line.row, line.value);
      const context: RuleContext = {
        workflowStatus: workflow.status,
        statusList: shared.statusList,
        timeFrames: shared.timeFrames,
        formStatuses: { ...statuses.get(workflow.guid), [form.guid]: lines[0]!.status },
        groupGuids: shared.groupGuids,
        workflowArchived: workflow.archived,
      };
      const evaluation = evaluator.evaluateAll({ answers: store, context });
      for (const column of columns) {
        const line = lines.find(
          (candidate) => candidate.element === column.guid && candidate.row === EMPTY_GUID,
        );
        if (!line || line.isHidden || evaluation.isHidden(column.guid, EMPTY_GUID)) continue;
        const key = `${workflow.guid}/${column.guid}`;
        const at = line.updatedAt.getTime();
        if ((latest.get(key)?.at ?? -Infinity) < at) latest.set(key, { value: line.value, at });
      }
    }
    for (const [key, { value }] of latest) {
      const [workflowGuid, elementGuid] = key.split('/') as [string, string];
      const record = found.get(workflowGuid) ?? new Map<string, unknown>();
      record.set(elementGuid, value);
      found.set(workflowGuid, record);
    }
  }
  return found;
}
