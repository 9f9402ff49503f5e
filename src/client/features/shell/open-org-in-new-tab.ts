// The tab's chosen organisation lives in sessionStorage under this key (features/user-session/current-org.ts).
const currentOrgKey = 'bt.currentOrg';

/**
 * Opens the app in a new tab acting in another organisation, leaving this tab as it is. A tab opened by
 * window.open starts with a copy of its opener's sessionStorage, so the choice is written just for the copy
 * and put back at once (this tab's store read its value at start-up and is not affected).
 */
export function openOrgInNewTab(orgGuid: string): void {
  const previous = sessionStorage.getItem(currentOrgKey);
  sessionStorage.setItem(currentOrgKey, orgGuid);
  try {
    window.open('/main-dashboard', '_blank');
  } finally {
    if (previous === null) sessionStorage.removeItem(currentOrgKey);
    else sessionStorage.setItem(currentOrgKey, previous);
  }
}
