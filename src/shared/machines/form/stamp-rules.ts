import type { ElementAction, Stamp } from '../../generated/types.gen.ts';

// Name stamp rules (spec: forms-and-workflows 4.4, 6). Pure so the server enforces exactly what the client offers.

/** Stamps that count: a revoked stamp stays in the list but no longer signs the form. */
export function activeStamps(stamps: readonly Stamp[]): Stamp[] {
  return stamps.filter((stamp) => !stamp.revoked);
}

/** Whether a new stamp may be added: only one active stamp exists unless allowMultipleClicks is on. */
export function canApprove(rule: {
  stamps: readonly Stamp[];
  allowMultipleClicks?: boolean | null;
}): boolean {
  return rule.allowMultipleClicks === true || activeStamps(rule.stamps).length === 0;
}

/** Whether this user may revoke the stamp: a revokable element, an active stamp, and their own stamp unless any user may. */
export function canRevoke(rule: {
  stamp: Stamp | undefined;
  userGuid: string;
  isRevokable?: boolean | null;
  isRevokableByAnyUser?: boolean | null;
}): boolean {
  const { stamp } = rule;
  if (!stamp || stamp.revoked || rule.isRevokable !== true) return false;
  return rule.isRevokableByAnyUser === true || stamp.userGuid === rule.userGuid;
}

/** What a stamp's actionToTake means; anything but the schema's codes (old or hand-edited data) is unsupported. */
export function stampActionOf(actionToTake: string | null | undefined): ElementAction | 'Unsupported' {
  if (actionToTake === null || actionToTake === undefined || actionToTake === '' || actionToTake === 'None')
    return 'None';
  return actionToTake === 'GetPdf' || actionToTake === 'SendEmail' ? actionToTake : 'Unsupported';
}
