import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginAccountOrgRoles, loginAccountOrgs, loginAccounts } from '../db/tables/organisations.ts';
import type { FormDefinition } from '../../shared/generated/types.gen.ts';
import type { FormTree } from '../../shared/rules/form-tree.ts';
import {
  elementAccessLevel,
  formAccessLevel,
  sectionAccessLevels,
  type AccessCaller,
  type AccessLevel,
} from '../../shared/workflows/access-rules.ts';

// What the form's access rules and its sections' access rules let the caller do with one response.

export interface ResponseAccess {
  /** The form's own rules: none means the response is withheld altogether. */
  readonly level: AccessLevel;
  /** The element sits in a section the caller may not see. */
  hides(elementGuid: string): boolean;
  /** The element may be read but not changed (a reviewer's form or section). */
  readOnly(elementGuid: string): boolean;
}

export const FULL_ACCESS: ResponseAccess = { level: 'write', hides: () => false, readOnly: () => false };

async function accessCaller(
  db: Db,
  loginAccountGuid: string,
  orgGuid: string,
  groupGuids: readonly string[],
): Promise<AccessCaller> {
  const [account] = await db
    .select({ superAdmin: loginAccounts.superAdmin })
    .from(loginAccounts)
    .where(eq(loginAccounts.guid, loginAccountGuid));
  const roles = await db
    .select({ role: loginAccountOrgRoles.role })
    .from(loginAccountOrgRoles)
    .where(
      and(
        eq(loginAccountOrgRoles.loginAccountGuid, loginAccountGuid),
        eq(loginAccountOrgRoles.orgGuid, orgGuid),
      ),
    );
  const [membership] = await db
    .select({ entityGuid: loginAccountOrgs.entityGuid })
    .from(loginAccountOrgs)
    .where(
      and(eq(loginAccountOrgs.loginAccountGuid, loginAccountGuid), eq(loginAccountOrgs.orgGuid, orgGuid)),
    );
  return {
    loginAccountGuid,
    superAdmin: account?.superAdmin ?? false,
    roles: new Set(roles.map((row) => row.role)),
    groupGuids,
    entityGuid: membership?.entityGuid ?? null,
  };
}

/** The caller's access to a response of the form; `currentEntityGuid` is the entity its workflow is for. */
export async function responseAccess(
  db: Db,
  form: FormDefinition,
  tree: FormTree,
  orgGuid: string,
  loginAccountGuid: string | null,
  groupGuids: readonly string[],
  currentEntityGuid: string | null,
): Promise<ResponseAccess> {
  const hasRules = (form.formRules?.length ?? 0) > 0 || (form.sectionRules?.length ?? 0) > 0;
  if (!hasRules) return FULL_ACCESS;
  if (!loginAccountGuid) return { level: 'none', hides: () => true, readOnly: () => true };
  const who = await accessCaller(db, loginAccountGuid, orgGuid, groupGuids);
  const level = formAccessLevel(form.formRules, who, currentEntityGuid);
  const sections = sectionAccessLevels(form.sectionRules, who, currentEntityGuid);
  const levelOf = (elementGuid: string) => elementAccessLevel(sections, tree.parentOf, elementGuid);
  return {
    level,
    hides: (elementGuid) => levelOf(elementGuid) === 'none',
    readOnly: (elementGuid) => level === 'read' || levelOf(elementGuid) === 'read',
  };
}
