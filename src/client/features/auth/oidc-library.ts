// Everything that runs oidc-client-ts, in one module the sign-in code downloads when it first needs the
// library: at once to sign in or renew, right after the first screen when the tab already holds a session.
export { toOidcAuthError } from './oidc-errors.ts';
export { askOtherTabsForSession, offerSessionToOtherTabs } from './session-handoff.ts';
export { createUserManager } from './user-manager.ts';
