import type { Db } from '../db/database.ts';
import type {
  FormDefinition,
  FormResponse,
  ListDefinition,
  WorkflowInstance,
} from '../../shared/generated/types.gen.ts';
import { loadResponseContext, type ResponseContext } from '../answers/response-context.ts';
import { answersOf } from '../answers/read-answers.ts';
import { answersWithLinks } from '../answers/linked-answers.ts';
import { SiblingResponses } from '../answers/sibling-responses.ts';
import { toAnswerDto } from '../repositories/answers.ts';
import type { WorkflowDefinitionRow } from '../repositories/workflow-definitions.ts';
import { workflowResponses, type WorkflowInstanceRow } from '../repositories/workflow-instances.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';
import { listsOfForms } from '../answers/form-lists.ts';
import { responseWorkflowOf } from './response-workflow.ts';
import { workflowDefinitionWithForms } from './workflow-forms.ts';

// A workflow as GetWorkflow returns it: the instance, its definition with forms, its responses with the
// answers the caller may see, and the answers its forms share with each other (formCode:questionCode).

const EMPTY_ROW = EMPTY_GUID;

function sharedAnswersOf(contexts: readonly ResponseContext[]): Record<string, string | null> {
  const shared: Record<string, string | null> = {};
  // Oldest first, so the most recently changed response of a form has the last word.
  const ordered = [...contexts].sort(
    (a, b) => a.response.updatedAt.getTime() - b.response.updatedAt.getTime(),
  );
  for (const context of ordered) {
    const code = context.form.formCode;
    if (!code) continue;
    for (const element of context.form.components) {
      if (
        !(element.properties as { makeAvailableToOtherForms?: boolean } | undefined)
          ?.makeAvailableToOtherForms
      )
        continue;
      const row = context.rows.find(
        (answer) => answer.formElementGuid === element.guid && answer.repeatableGroupGuid === EMPTY_ROW,
      );
      const hidden =
        context.evaluation.isHidden(element.guid, EMPTY_ROW) || context.access.hides(element.guid);
      shared[`${code}:${element.questionCode}`] = row && !hidden ? toAnswerDto(row, false).answerValue : null;
    }
  }
  return shared;
}

export async function workflowBody(
  db: Db,
  instance: WorkflowInstanceRow,
  definitionRow: WorkflowDefinitionRow,
  loginAccountGuid: string,
): Promise<{
  workflow: WorkflowInstance;
  sharedAnswers: Record<string, string | null>;
  listDefinitions: ListDefinition[];
}> {
  const [definition, rows] = await Promise.all([
    workflowDefinitionWithForms(db, definitionRow),
    workflowResponses(db, instance.guid),
  ]);
  const listDefinitions = await listsOfForms(db, definition.formDefinitions);
  const workflow = responseWorkflowOf(
    instance,
    definitionRow,
    rows.map(({ response }) => response),
  );
  const loaded = await Promise.all(
    rows.map(({ response, definitionVersion }) =>
      loadResponseContext(db, response, loginAccountGuid, definitionVersion, 'return', workflow),
    ),
  );
  // Responses the form's access rules withhold from the caller are left out, with their shared answers.
  const visible = loaded.flatMap((context, index) =>
    context.access.level === 'none' ? [] : [{ context, index }],
  );
  const contexts = visible.map(({ context }) => context);
  // The latest response of each form speaks for it to the others (Linked Answers).
  const latest = new Map<string, ResponseContext>();
  for (const context of [...contexts].sort(
    (a, b) => a.response.updatedAt.getTime() - b.response.updatedAt.getTime(),
  ))
    latest.set(context.form.guid, context);
  const formResponses: FormResponse[] = await Promise.all(
    visible.map(async ({ context, index }) => ({
      guid: context.response.guid,
      formDefinitionGuid: context.response.formDefinitionGuid,
      orgGuid: context.response.orgGuid,
      userGuid: context.response.userGuid,
      createdByUserGuid: context.response.createdByUserGuid,
      name: context.response.name,
      status: context.response.status as FormResponse['status'],
      formType: rows[index]!.formType as FormDefinition['formType'],
      answers: (
        await answersWithLinks(
          db,
          context,
          answersOf(context),
          loginAccountGuid,
          new SiblingResponses(db, context, loginAccountGuid, latest),
        )
      ).map(({ updatedAt: _updated, ...answer }) => answer),
      createdAt: context.response.createdAt.toISOString(),
      updatedAt: context.response.updatedAt.toISOString(),
    })),
  );
  return {
    workflow: {
      guid: instance.guid,
      name: instance.name,
      status: instance.status,
      entityGuid: instance.entityGuid,
      orgGuid: instance.orgGuid,
      workflowDefinitionGuid: instance.workflowDefinitionGuid,
      archivedAt: instance.archivedAt?.toISOString() ?? null,
      createdByUserGuid: instance.createdByLoginAccountGuid,
      formResponses,
      workflowDefinition: definition,
      createdAt: instance.createdAt.toISOString(),
      updatedAt: instance.updatedAt.toISOString(),
    },
    sharedAnswers: sharedAnswersOf(contexts),
    // The lists the workflow's forms read their options from, once for all of them.
    listDefinitions,
  };
}
