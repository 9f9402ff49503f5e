import type { FormAccessRule, SectionRule } from '../generated/types.gen.ts';

// Form and section access rules (spec forms-and-workflows 6): IS_RESTRICTED_TO keeps a form or section to
// the people it names; RequiresReview and RequiresApproval name people who must see it to review or approve
// it, so they may read it without being able to change it. Without a restriction, everyone who reaches the
// response may read and write. Shared so the renderer and the server judge alike.

/** Who is asking, in the response's organisation. */
export interface AccessCaller {
  loginAccountGuid: string;
  roles: ReadonlySet<string>;
  groupGuids: readonly string[];
  entityGuid: string | null;
  superAdmin: boolean;
}

export type AccessLevel = 'write' | 'read' | 'none';

interface RuleTarget {
  appliedTo: string;
  roleGroupOrIndividual: string;
}

/** The rule's target is the caller; 'CurrentEntity' names the entity the workflow is for. */
export function targetsCaller(
  rule: RuleTarget,
  who: AccessCaller,
  currentEntityGuid: string | null,
): boolean {
  const named = rule.appliedTo.toLowerCase();
  switch (rule.roleGroupOrIndividual) {
    case 'Roles':
      return who.roles.has(rule.appliedTo);
    case 'Groups':
      return who.groupGuids.some((guid) => guid.toLowerCase() === named);
    case 'Users':
      return who.loginAccountGuid.toLowerCase() === named;
    case 'Entities': {
      const entity = rule.appliedTo === 'CurrentEntity' ? currentEntityGuid : named;
      return (
        entity !== null && who.entityGuid !== null && who.entityGuid.toLowerCase() === entity.toLowerCase()
      );
    }
    default:
      return false;
  }
}

/** The caller's access under a set of rules on one form or section. */
export function accessLevel(
  rules: readonly { type: string; target: RuleTarget }[],
  who: AccessCaller,
  currentEntityGuid: string | null,
): AccessLevel {
  if (who.superAdmin) return 'write';
  const restrictions = rules.filter((rule) => rule.type === 'IS_RESTRICTED_TO');
  if (restrictions.length === 0) return 'write';
  if (restrictions.some((rule) => targetsCaller(rule.target, who, currentEntityGuid))) return 'write';
  const reviews = rules.filter((rule) => rule.type === 'RequiresReview' || rule.type === 'RequiresApproval');
  return reviews.some((rule) => targetsCaller(rule.target, who, currentEntityGuid)) ? 'read' : 'none';
}

export const formAccessLevel = (
  rules: readonly FormAccessRule[] | null | undefined,
  who: AccessCaller,
  currentEntityGuid: string | null,
): AccessLevel =>
  accessLevel(
    (rules ?? []).map((rule) => ({ type: rule.ruleType, target: rule })),
    who,
    currentEntityGuid,
  );

/** The strictest level among the element and the sections around it: a section's rules cover what it holds. */
export function elementAccessLevel(
  sections: ReadonlyMap<string, AccessLevel>,
  parentOf: ReadonlyMap<string, string>,
  elementGuid: string,
): AccessLevel {
  let result: AccessLevel = 'write';
  for (let at: string | undefined = elementGuid; at !== undefined; at = parentOf.get(at)) {
    const found = sections.get(at);
    if (found === 'none') return 'none';
    if (found === 'read') result = 'read';
  }
  return result;
}

/** Access per section guid, for the sections that have rules. */
export function sectionAccessLevels(
  rules: readonly SectionRule[] | null | undefined,
  who: AccessCaller,
  currentEntityGuid: string | null,
): Map<string, AccessLevel> {
  const bySection = new Map<string, SectionRule[]>();
  for (const rule of rules ?? []) {
    const list = bySection.get(rule.sectionGuid) ?? [];
    list.push(rule);
    bySection.set(rule.sectionGuid, list);
  }
  return new Map(
    [...bySection].map(([section, list]) => [
      section,
      accessLevel(
        list.map((rule) => ({ type: rule.sectionRuleType, target: rule })),
        who,
        currentEntityGuid,
      ),
    ]),
  );
}
