import type { QueryClient } from '@tanstack/react-query';
import { workflowRouteSegment } from '../../../shared/routing/guest-home.ts';
import type { ReturnAction, UserInfo } from '../../lib/api-types.ts';
import { cacheNames } from '../../lib/cache-names.ts';

/**
 * Takes the return actions out of the cached user info, so each is carried out exactly once even though
 * user info is reloaded and kept in browser storage. Keeps the data's timestamp, so freshness is unchanged.
 */
export function takeReturnActions(queryClient: QueryClient): ReturnAction[] {
  const key = [cacheNames.userInfo];
  const info = queryClient.getQueryData<UserInfo>(key);
  if (!info || info.returnActions.length === 0) return [];
  const updatedAt = queryClient.getQueryState(key)?.dataUpdatedAt;
  queryClient.setQueryData<UserInfo>(key, { ...info, returnActions: [] }, { updatedAt });
  return info.returnActions;
}

export interface ReturnActionEffects {
  /** Duration in seconds (schemas/definitions/return-action); 0 keeps the message until it is closed. */
  showError: (message: string, durationSeconds: number) => void;
  switchToOrg: (orgGuid: string) => void;
}

/**
 * Carries out ShowError and SwitchToOrg; returns the path of the last ShowWorkflow action, which the
 * caller navigates to (a route decides where to go, so it is not done here).
 */
export function applyReturnActions(
  actions: ReturnAction[],
  effects: ReturnActionEffects,
): string | undefined {
  let target: string | undefined;
  for (const action of actions) {
    const { returnActionCode, guid, message } = action;
    if (returnActionCode === 'ShowError' && message) effects.showError(message, action.duration ?? 0);
    else if (returnActionCode === 'SwitchToOrg' && guid) effects.switchToOrg(guid);
    else if (returnActionCode === 'ShowWorkflow' && guid) target = workflowPath(guid);
  }
  return target;
}

/** The route of a workflow (spec 2, route table). */
export function workflowPath(workflowGuid: string): string {
  return `/workflows/${workflowRouteSegment(workflowGuid)}`;
}
