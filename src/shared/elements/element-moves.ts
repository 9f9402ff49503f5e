import type {
  AnswerReviewProperties,
  ChangeStatusButtonProperties,
  FormDefinition,
  FormElement,
  NameStampProperties,
  Stamp,
} from '../generated/types.gen.ts';
import { resolveAnswerReviewSettings } from '../machines/form/answer-review-settings.ts';
import { resolveNameStampSettings } from '../machines/form/name-stamp-settings.ts';
import { textOrNull } from '../machines/form/property-text.ts';
import { buildFormTree, isArchivedInTree } from '../rules/form-tree.ts';

// The workflow moves the status-setting elements of a workflow's forms offer (spec forms-and-workflows
// 4.3–4.5), each open or blocked with its reason. The workflow machine moves a workflow for someone without
// setup rights only along an open one, so the server accepts a button, review or stamp move only while that
// element could make it: usable by the caller, and in the state its own rules need.

/** Which element makes a move, and how. */
export type ElementMoveSource =
  'changeStatusButton' | 'answerReviewConfirm' | 'answerReviewBack' | 'nameStampApprove' | 'nameStampRevoke';

/** A workflow move one element offers. */
export interface ElementMove {
  /** The workflow status code it sets. */
  to: string;
  source: ElementMoveSource;
  /** Why the element cannot make the move now; null when it can. */
  blockedBy: string | null;
}

/** What decides whether an element's moves are open, as the server sees the element's response for the caller. */
export interface ElementMoveFacts {
  /** The form's name, for messages. */
  formName: string;
  /** Neither hidden nor read-only for the caller (rules, access rules, the element's own setting). */
  usable: boolean;
  /** Required visible questions of the response still unanswered. */
  unansweredCount: number;
  /** The element's stored answer (a name stamp's list of stamps). */
  value: unknown;
}

const nameOf = (element: FormElement) => element.label?.trim() || element.questionCode;

const hasActiveStamp = (value: unknown) =>
  Array.isArray(value) && (value as Stamp[]).some((stamp) => stamp && stamp.revoked !== true);

/** Why a move cannot be made now, worded for the person whose request was refused. */
export const ELEMENT_MOVE_MESSAGES = {
  unusable: (name: string, form: string) =>
    `'${name}' in ${form} is hidden or read-only for you, so it cannot move the workflow.`,
  buttonUnanswered: (name: string, form: string) =>
    `'${name}' in ${form} cannot move the workflow while questions are unanswered.`,
  reviewUnanswered: (name: string, form: string) =>
    `The answer review '${name}' in ${form} still has unanswered questions.`,
  reviewComplete: (name: string, form: string) =>
    `The answer review '${name}' in ${form} has no unanswered questions, so the workflow does not go back.`,
  notStamped: (name: string, form: string) => `'${name}' in ${form} has not been stamped.`,
  stillStamped: (name: string, form: string) => `'${name}' in ${form} is still stamped.`,
} as const;

interface Offer {
  to: string | null;
  source: ElementMoveSource;
  /** The element's own condition for the move, judged from the facts: a reason, or null when met. */
  condition: (facts: ElementMoveFacts, name: string) => string | null;
}

function offersOf(element: FormElement): Offer[] {
  const M = ELEMENT_MOVE_MESSAGES;
  switch (element.type) {
    case 'ChangeStatusButton': {
      const properties = element.properties as ChangeStatusButtonProperties;
      return [
        {
          to: textOrNull(properties.changeWorkflowStatusTo),
          source: 'changeStatusButton',
          condition: (facts, name) =>
            properties.disableIfUnansweredQuestions === true && facts.unansweredCount > 0
              ? M.buttonUnanswered(name, facts.formName)
              : null,
        },
      ];
    }
    case 'AnswerReview': {
      const settings = resolveAnswerReviewSettings(element.properties as AnswerReviewProperties);
      return [
        // Without a confirm button nothing confirms, so nothing moves the workflow on.
        ...(settings.hideConfirmButton
          ? []
          : [
              {
                to: settings.changeWorkflowStatusTo,
                source: 'answerReviewConfirm' as const,
                condition: (facts: ElementMoveFacts, name: string) =>
                  facts.unansweredCount > 0 ? M.reviewUnanswered(name, facts.formName) : null,
              },
            ]),
        {
          to: settings.changeWorkflowStatusBackTo,
          source: 'answerReviewBack',
          condition: (facts, name) =>
            facts.unansweredCount === 0 ? M.reviewComplete(name, facts.formName) : null,
        },
      ];
    }
    case 'NameStamp': {
      const settings = resolveNameStampSettings(element.properties as NameStampProperties);
      return [
        {
          to: settings.changeWorkflowStatusTo,
          source: 'nameStampApprove',
          condition: (facts, name) =>
            hasActiveStamp(facts.value) ? null : M.notStamped(name, facts.formName),
        },
        {
          to: settings.changeWorkflowStatusBackTo,
          source: 'nameStampRevoke',
          condition: (facts, name) =>
            hasActiveStamp(facts.value) ? M.stillStamped(name, facts.formName) : null,
        },
      ];
    }
    default:
      return [];
  }
}

/** Whether the element can set a workflow status at all (a button, review or stamp with a target). */
export function setsWorkflowStatus(element: FormElement): boolean {
  return offersOf(element).some((offer) => offer.to !== null);
}

/**
 * The moves the element offers. With facts, each is open or blocked by them; without, every configured move
 * is listed as open (what the definition allows, before anyone's answers are known).
 */
export function elementMovesOf(element: FormElement, facts?: ElementMoveFacts): ElementMove[] {
  const name = nameOf(element);
  return offersOf(element).flatMap((offer) => {
    if (offer.to === null) return [];
    const blockedBy = !facts
      ? null
      : facts.usable
        ? offer.condition(facts, name)
        : ELEMENT_MOVE_MESSAGES.unusable(name, facts.formName);
    return [{ to: offer.to, source: offer.source, blockedBy }];
  });
}

/** Every move the active (not archived) elements of the forms are configured to make, all open. */
export function declaredElementMoves(forms: readonly FormDefinition[]): ElementMove[] {
  return forms.flatMap((form) => {
    const tree = buildFormTree(form.components);
    return form.components
      .filter((element) => !isArchivedInTree(tree, element.guid))
      .flatMap((element) => elementMovesOf(element));
  });
}
