import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAccountOrgs, orgGroupEntities, orgGroups } from '../db/tables/organisations.ts';
import { AnswerStore } from '../../shared/rules/answer-store.ts';
import type { RuleState, RulesEvaluator } from '../../shared/rules/evaluator.ts';
import type { RuleEvaluation } from '../../shared/rules/rule-evaluation.ts';
import type { FormTree } from '../../shared/rules/form-tree.ts';
import type { FormDefinition, ListDefinition } from '../../shared/generated/types.gen.ts';
import { notFound } from '../http/problem.ts';
import { responseAccess, type ResponseAccess } from '../workflows/response-access-rules.ts';
import { loadAnswerRows, loadDefinition, type AnswerRow, type ResponseRow } from './form-source.ts';
import { compiledFormFor } from './rules-cache.ts';
import { formAsFilledIn } from './form-lists.ts';
import {
  loadResponseWorkflow,
  workflowRuleContext,
  type ResponseWorkflow,
} from '../workflows/response-workflow.ts';

/** Everything a read or write of a response's answers is judged against, loaded once per request. */
export interface ResponseContext {
  readonly response: ResponseRow;
  readonly form: FormDefinition;
  readonly tree: FormTree;
  readonly rows: readonly AnswerRow[];
  readonly state: RuleState;
  readonly evaluator: RulesEvaluator;
  /** Hidden and read-only elements for the current answers and the caller. */
  readonly evaluation: RuleEvaluation;
  readonly workflowArchived: boolean;
  /** The workflow the response belongs to, if any. */
  readonly workflow: ResponseWorkflow | undefined;
  /** What the form's and its sections' access rules let the caller do. */
  readonly access: ResponseAccess;
  /** The lists the form's questions read their options from (already applied to `form`). */
  readonly lists: readonly ListDefinition[];
}

/**
 * Loads the response's form, answers and rule evaluation as seen by the given login account. A response
 * the form's access rules withhold from the caller answers 404, unless `withheld` asks for the context
 * anyway (callers that skip such responses check `access.level`).
 */
export async function loadResponseContext(
  db: Db,
  response: ResponseRow,
  loginAccountGuid: string | null,
  /** The form's definition_version, when read with the response. */
  definitionVersion?: number,
  withheld: 'refuse' | 'return' = 'refuse',
  /**
   * The response's workflow when the caller already read it (GetWorkflow reads all its responses, a write's
   * lock reads it with the response); null when it read that there is none.
   */
  knownWorkflow?: ResponseWorkflow | null,
  /** The response's answers when the caller already read them in this transaction (a write, after its lock). */
  knownRows?: readonly AnswerRow[],
  /**
   * 'asked': each element's verdicts are computed when first asked for, and a change recomputes only those
   * (a write's judgement, which asks about the element it writes and what its change reaches, not the whole
   * form). 'all': every verdict at once (reads, which ask about every answer).
   */
  verdicts: 'all' | 'asked' = 'all',
): Promise<ResponseContext> {
  const loaded = await loadDefinition(db, response.formDefinitionGuid, definitionVersion);
  if (!loaded) throw notFound('Form definition not found');
  // List-backed questions carry their lists' current items, so checks and computed targets judge what is shown.
  const { form, version, lists } = await formAsFilledIn(db, loaded.definition, loaded.version);
  const rows = knownRows ?? (await loadAnswerRows(db, response.guid));
  const answers = new AnswerStore();
  for (const row of rows) answers.setValue(row.formElementGuid, row.repeatableGroupGuid, row.answerValue);
  const workflow =
    knownWorkflow === undefined
      ? await loadResponseWorkflow(db, response.workflowGuid)
      : (knownWorkflow ?? undefined);
  const { evaluator, tree } = compiledFormFor(form, version);
  // The person's groups are looked up only for forms whose rules or access rules test them.
  const hasAccessRules = (form.formRules?.length ?? 0) > 0 || (form.sectionRules?.length ?? 0) > 0;
  const readsGroups = loginAccountGuid !== null && (hasAccessRules || evaluator.readsContext('groupGuids'));
  const groupGuids = readsGroups ? await groupGuidsOf(db, loginAccountGuid, response.orgGuid) : [];
  const access = await responseAccess(
    db,
    form,
    tree,
    response.orgGuid,
    loginAccountGuid,
    groupGuids,
    workflow?.entityGuid ?? null,
  );
  if (access.level === 'none' && withheld === 'refuse') throw notFound('Form response not found.');
  const workflowArchived = workflow?.archivedAt != null;
  const fromWorkflow = workflowRuleContext(workflow);
  const state: RuleState = {
    answers,
    context: {
      ...fromWorkflow,
      // This response speaks for its own form, whatever its siblings say.
      formStatuses: { ...fromWorkflow.formStatuses, [form.guid]: response.status },
      groupGuids,
    },
  };
  const evaluation =
    verdicts === 'asked'
      ? evaluator.evaluateOnDemand(state, { updateAskedOnly: true })
      : evaluator.evaluateAll(state);
  return {
    response,
    form,
    tree,
    rows,
    state,
    evaluator,
    evaluation,
    workflowArchived,
    workflow,
    access,
    lists,
  };
}

// Login-account conditions test the groups holding the person's entity in the response's organisation.
async function groupGuidsOf(db: Db, loginAccountGuid: string, orgGuid: string): Promise<string[]> {
  const rows = await db
    .select({ guid: orgGroups.guid })
    .from(loginAccountOrgs)
    .innerJoin(orgGroupEntities, eq(orgGroupEntities.entityGuid, loginAccountOrgs.entityGuid))
    .innerJoin(
      orgGroups,
      and(eq(orgGroups.guid, orgGroupEntities.orgGroupGuid), eq(orgGroups.orgGuid, orgGuid)),
    )
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, orgGuid)),
    );
  return rows.map((row) => row.guid);
}
