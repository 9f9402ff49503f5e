/** Where the router guard lets a navigation go: on, or to another path. */
export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export const LANDING_PATH = '/landing';

export const ALLOW: GuardDecision = { action: 'allow' };

/** A decision to send the user to `to` instead. */
export function redirectTo(to: string): GuardDecision {
  return { action: 'redirect', to };
}
