import type { Db } from '../db/database.ts';
import type { Answer } from '../../shared/generated/types.gen.ts';
import { AnswerStore } from '../../shared/rules/answer-store.ts';
import { compileRules } from '../../shared/rules/evaluator.ts';
import { groupGuidsOf } from '../repositories/caller-groups.ts';
import { loadFormDefinition } from '../repositories/form-definitions.ts';
import { loadResponseAnswers, type StoredFormResponse } from '../repositories/form-responses.ts';

/**
 * The response's answers with isHidden as the rules engine decides it on the server for this caller
 * (their groups, the response's status). Workflow status and time frames come with the workflows area;
 * until then conditions on them see no workflow, as in a form answered outside a workflow.
 */
export async function answersWithVisibility(
  db: Db,
  response: StoredFormResponse,
  loginAccountGuid: string,
): Promise<(Answer & { updatedAt: string })[]> {
  const [form, answers, groupGuids] = await Promise.all([
    loadFormDefinition(db, response.formDefinitionGuid),
    loadResponseAnswers(db, response.guid),
    groupGuidsOf(db, loginAccountGuid, response.orgGuid),
  ]);
  if (!form) return answers;
  const state = {
    answers: new AnswerStore(answers),
    context: { formStatuses: { [form.guid]: response.status }, groupGuids },
  };
  const evaluation = compileRules(form).evaluateAll(state);
  return answers.map((answer) => ({
    ...answer,
    isHidden: evaluation.isHidden(answer.formElementGuid, answer.repeatableGroupGuid),
  }));
}
