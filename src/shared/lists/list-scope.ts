import type { ListDefinition, ListVisibility } from '../generated/types.gen.ts';

// Who may use a list, from narrowest to widest (spec 5.9). Choices offered and accepted follow one
// rule set here, so the editor's select and the server's checks never disagree.

export const LIST_VISIBILITY_ORDER: readonly ListVisibility[] = [
  'FormSpecific',
  'WorkflowSpecific',
  'OrgWide',
  'Public',
];

export const LIST_VISIBILITY_LABELS: Record<ListVisibility, string> = {
  FormSpecific: 'Form Specific',
  WorkflowSpecific: 'Workflow Specific',
  OrgWide: 'Org Wide',
  Public: 'Public',
};

export interface ListScopeContext {
  superAdmin: boolean;
  /** The list is edited from a form (the designer's Lists tab). */
  hasForm: boolean;
  /** The list is edited from a workflow (the workflow editor's Lists tab). */
  hasWorkflow: boolean;
  /** The visibility the list was saved with; absent for a new list. */
  saved?: ListVisibility;
}

const rank = (visibility: ListVisibility) => LIST_VISIBILITY_ORDER.indexOf(visibility);

/**
 * The visibilities the editor offers. Public is a super admin's; a list can only be specific to a form
 * or workflow the editor was opened from; and people other than super admins may only keep or widen
 * the scope of a saved list, because narrowing it would break the forms of others that use it.
 */
export function visibilityChoices(context: ListScopeContext): ListVisibility[] {
  return LIST_VISIBILITY_ORDER.filter((visibility) => {
    if (visibility === 'Public' && !context.superAdmin) return false;
    if (visibility === 'FormSpecific' && !context.hasForm) return false;
    if (visibility === 'WorkflowSpecific' && !context.hasWorkflow) return false;
    if (context.saved && !context.superAdmin && rank(visibility) < rank(context.saved)) return false;
    return true;
  });
}

/** Whether a caller who is not a super admin narrows a saved list's scope (refused). */
export function narrowsScope(saved: ListVisibility, next: ListVisibility): boolean {
  return rank(next) < rank(saved);
}

export interface ListEditRightsInput {
  superAdmin: boolean;
  /** The caller holds Setup Basic in the organisation they are working in. */
  setupBasic: boolean;
  currentOrgGuid: string | null;
  list: { visibility: ListVisibility; orgGuid: string | null };
}

/**
 * Spec 6: a super admin edits any list; others with Setup Basic edit a list that is not public and
 * belongs to the organisation they are working in.
 */
export function mayEditList({ superAdmin, setupBasic, currentOrgGuid, list }: ListEditRightsInput): boolean {
  if (superAdmin) return true;
  if (!setupBasic || list.visibility === 'Public') return false;
  return list.orgGuid !== null && list.orgGuid.toLowerCase() === currentOrgGuid?.toLowerCase();
}

export const PUBLIC_LIST_EDIT_REFUSED = 'You do not have permission to edit this list';

/** The form a list-backed question sits in: its organisation and the workflow it is a form of, if any. */
export interface ListUser {
  formGuid: string;
  orgGuid: string;
  workflowDefinitionGuid: string | null;
}

export const LIST_USE_MESSAGES = {
  unknown: 'The list this question reads its options from does not exist.',
  otherOrg: 'The list this question reads its options from belongs to another organisation.',
  otherForm: 'The list this question reads its options from is specific to another form.',
  otherWorkflow:
    'The list this question reads its options from is specific to a workflow this form is not part of.',
} as const;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Why a form may not read its options from a list, or null when it may (spec 3.7 visibility): a public list
 * anywhere; an org-wide list in its organisation; a workflow-specific list in the forms of that workflow; a
 * form-specific list in that form.
 */
export function listUseProblem(
  list: Pick<
    ListDefinition,
    'visibility' | 'orgGuid' | 'formDefinitionGuid' | 'workflowDefinitionGuid'
  > | null,
  user: ListUser,
): string | null {
  if (!list) return LIST_USE_MESSAGES.unknown;
  if (list.visibility === 'Public') return null;
  if (!same(list.orgGuid, user.orgGuid)) return LIST_USE_MESSAGES.otherOrg;
  if (list.visibility === 'FormSpecific' && !same(list.formDefinitionGuid, user.formGuid))
    return LIST_USE_MESSAGES.otherForm;
  if (
    list.visibility === 'WorkflowSpecific' &&
    !same(list.workflowDefinitionGuid, user.workflowDefinitionGuid)
  )
    return LIST_USE_MESSAGES.otherWorkflow;
  return null;
}
