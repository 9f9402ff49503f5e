import type { FormType, Role } from '../generated/types.gen.ts';

/*
 * Who may do what, as sets of roles (any one role of a set gives access). The server's route rules, the
 * client's route guards and menu, and the authorization tests read these same sets, so a page the menu
 * offers is a page the API serves.
 *
 * Setup levels include the lower ones in the user editor, but roles are stored one by one, so every higher
 * setup role is listed too.
 */

/** Any member of the organisation, guests included: an empty set asks only for membership. */
export const ANY_MEMBER: readonly Role[] = [];
/** Full members (not guests): the main dashboard and compliance figures. */
export const MEMBERS: readonly Role[] = ['Member'];
/** People who answer forms in workflows: members and guests (spec forms-and-workflows 2.1). */
export const WORKFLOW_USERS: readonly Role[] = ['Member', 'Guest'];
/** People who manage the organisation's people, groups and invitations. */
export const USER_ADMINS: readonly Role[] = ['UserAdmin'];
/** People who may look at the organisation's setup (forms, workflows, lists) without changing it. */
export const SETUP_VIEWERS: readonly Role[] = ['ViewSetup', 'SetupBasic', 'SetupItems'];
/** People who may change the organisation's setup: design forms, workflows and lists. */
export const SETUP_EDITORS: readonly Role[] = ['SetupBasic', 'SetupItems'];

/** People who may design forms (spec forms-and-workflows 6: designer editing requires Setup Basic). */
export const FORM_DESIGNERS: readonly Role[] = ['SetupBasic'];
/** People who create and manage compliance items, and design their forms (spec forms-and-workflows 2.1, 6). */
export const ITEM_EDITORS: readonly Role[] = ['SetupItems'];

/**
 * Who may design a form of this type: a compliance item's form belongs to Setup Items (its designer route
 * is 'Setup Items or super admin'), every other form to Setup Basic. Super admins pass by their flag.
 */
export function formDesignersFor(formType: FormType | string): readonly Role[] {
  return formType === 'ComplianceItemDefinition' ? ITEM_EDITORS : FORM_DESIGNERS;
}
