import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { formResponses } from '../db/tables/forms.ts';
import type { Caller } from '../auth/caller.ts';
import { isGuestOnlyIn } from '../auth/guest-responses.ts';
import type { FormResponseStatus } from '../../shared/generated/types.gen.ts';
import { unansweredQuestions } from '../../shared/rules/required.ts';
import { isArchivedInTree } from '../../shared/rules/form-tree.ts';
import { elementEntry } from '../../shared/elements/element-lookup.ts';
import { decideWorkflowChange } from '../../shared/machines/workflow.machine.ts';
import { responseStatusTargetsOf } from '../../shared/elements/status-settings.ts';
import type { ResponseContext } from './response-context.ts';
import { refuse } from './refusal.ts';

// Status moves of a response, judged by the shared status machine with what only the server knows for
// sure: the stored answers, the rules as they stand, and who is asking.

const DEFAULT_BACK_STATUS: FormResponseStatus = 'Draft';

/** Labels (else codes) of the required visible questions the response leaves unanswered, in form order. */
export function unansweredNames(context: ResponseContext): string[] {
  const evaluation = context.evaluator.current(context.state);
  return unansweredQuestions(context.form, context.state.answers, evaluation).map(
    ({ element }) => element.label?.trim() || element.questionCode,
  );
}

/** Roles that may move any response back (the setup override); super admins too. */
const SETUP_ROLES = ['SetupBasic', 'SetupItems'];

/**
 * Refuses the move with the workflow machine's reason when it is not allowed for this caller and these
 * answers: the response-status part of the machine, judged inside the response's workflow (if any).
 */
export function assertStatusMove(context: ResponseContext, to: FormResponseStatus, caller: Caller): void {
  const from = context.response.status as FormResponseStatus;
  const roles = caller.rolesByOrg.get(context.response.orgGuid);
  const isSetup = caller.superAdmin || SETUP_ROLES.some((role) => roles?.has(role));
  const decision = decideWorkflowChange(
    {
      status: context.workflow?.status ?? '',
      statusList: context.workflow?.statusList ?? [],
      archivedAt: context.workflow?.archivedAt?.toISOString() ?? null,
    },
    {
      type: 'response.move',
      from,
      move: {
        type: 'MOVE',
        to,
        unanswered: to === 'ReadyForSubmission' || to === 'Submitted' ? unansweredNames(context) : [],
        mayReopen: !isGuestOnlyIn(caller, context.response.orgGuid),
      },
      // Reading or moving the response was already allowed by its guard; the question is only where to.
      permissions: { mayEdit: true, isSetup, mayArchive: false },
      elementTargets: responseStatusTargetsOf([context.form]),
    },
  );
  if (!decision.ok) throw refuse(decision.problem);
}

/** The status a response returns to when answers go missing after review: the Answer Review's back status. */
function backStatusOf(context: ResponseContext): FormResponseStatus {
  const tree = context.tree;
  const review = context.form.components.find(
    (element) => elementEntry(element.type).reviewsAnswers && !isArchivedInTree(tree, element.guid),
  );
  const configured = (review?.properties as { changeBackToStatus?: FormResponseStatus } | undefined)
    ?.changeBackToStatus;
  return configured ?? DEFAULT_BACK_STATUS;
}

/**
 * After a write (spec 4.3): the status a response Ready for submission returns to when its required
 * questions are no longer all answered; null when it stays.
 */
export function backStatusIfIncomplete(context: ResponseContext): FormResponseStatus | null {
  if (context.response.status !== 'ReadyForSubmission' || unansweredNames(context).length === 0) return null;
  const back = backStatusOf(context);
  return back === 'ReadyForSubmission' ? null : back;
}

/** Moves the response to the status, in the caller's transaction. */
export async function moveResponseStatus(
  tx: Db,
  responseGuid: string,
  to: FormResponseStatus,
): Promise<void> {
  await tx
    .update(formResponses)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(formResponses.guid, responseGuid));
}
