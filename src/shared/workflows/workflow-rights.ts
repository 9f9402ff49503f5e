import { SETUP_EDITORS, SETUP_VIEWERS } from '../auth/role-sets.ts';
import type { WorkflowPermissions } from '../machines/workflow.machine.ts';

// Who may see and change which workflow (spec forms-and-workflows 4.6, 6; docs/api-decisions.md,
// Workflows). The server decides every workflow call with these rules; the workflow drawer asks them too,
// so it offers the title pencil and Archive to the people the server lets use them.

/** What decides a person's rights in one organisation. */
export interface WorkflowViewer {
  loginAccountGuid: string;
  superAdmin: boolean;
  roles: ReadonlySet<string>;
  /** The entity that represents the person in the organisation. */
  entityGuid: string | null;
  groupGuids: readonly string[];
}

/** Whose workflow it is: made for an entity, made by a person. */
export interface WorkflowOwnership {
  entityGuid: string | null | undefined;
  createdByLoginAccountGuid: string | null | undefined;
}

export interface WorkflowRights extends WorkflowPermissions {
  mayRead: boolean;
}

const holdsAny = (who: WorkflowViewer, roles: readonly string[]) => roles.some((role) => who.roles.has(role));

/** View Setup and above see every workflow of the organisation. */
export const isSetupViewer = (who: WorkflowViewer) => who.superAdmin || holdsAny(who, SETUP_VIEWERS);
/** Setup Basic and above use the setup overrides (the Change Status select). */
export const isSetupStaff = (who: WorkflowViewer) => who.superAdmin || holdsAny(who, SETUP_EDITORS);

/** Members of a group with access to all responses reach every workflow of the definition. */
export const hasAllAccess = (who: WorkflowViewer, groupsWithAllAccess: readonly string[]) =>
  who.groupGuids.some((guid) => groupsWithAllAccess.includes(guid));

/** The workflow is the person's own: made for their entity, or made by them. */
const isOwn = (who: WorkflowViewer, instance: WorkflowOwnership) =>
  (Boolean(instance.entityGuid) && instance.entityGuid === who.entityGuid) ||
  instance.createdByLoginAccountGuid === who.loginAccountGuid;

/** The person's rights on one workflow; `filledInAResponse` says they created one of its responses. */
export function workflowRights(
  who: WorkflowViewer,
  groupsWithAllAccess: readonly string[],
  instance: WorkflowOwnership,
  filledInAResponse: boolean,
): WorkflowRights {
  const isSetup = isSetupStaff(who);
  const mayEdit = isSetup || hasAllAccess(who, groupsWithAllAccess) || isOwn(who, instance);
  const mayRead = mayEdit || isSetupViewer(who);
  return { mayRead, mayEdit, isSetup, mayArchive: mayRead && (isSetupViewer(who) || filledInAResponse) };
}
