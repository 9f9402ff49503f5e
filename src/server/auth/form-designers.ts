import { formDesignersFor } from '../../shared/auth/role-sets.ts';
import type { Caller } from './caller.ts';

/**
 * The designer's rule for changing a form (spec forms-and-workflows 2.1, 6): a compliance item's form
 * belongs to Setup Items, every other form to Setup Basic, in the form's organisation; super admins pass.
 * The designer's edit lock and the form's save both ask it, so the lock never goes to someone whose save
 * would be refused.
 */
export function mayDesignForm(caller: Caller, orgGuid: string, formType: string): boolean {
  if (caller.superAdmin) return true;
  const roles = caller.rolesByOrg.get(orgGuid);
  return formDesignersFor(formType).some((role) => roles?.has(role));
}

export const DESIGN_REFUSED = 'You do not have permission to design this form.';
