import type {
  FormAccessRule,
  FormMetaInfo,
  GetFormDesignerExtrasResponse,
  StatusListEntry,
} from '../../../shared/generated/types.gen.ts';

// How the Forms tab writes a workflow form's settings and access rules in its table cells.

/** Who access rules may name, by kind, as GetFormDesignerExtras answers. */
export type AccessRuleNames = GetFormDesignerExtrasResponse['sectionAssignables'];

/** 'ViewSetup' → 'View Setup'. */
const spaced = (text: string) => text.replace(/([a-z])([A-Z])/g, '$1 $2');

/** 'Multiple?': No, or Yes with the Min and Max responses a workflow holds. */
export function multipleText(meta: FormMetaInfo | undefined): string {
  if (!meta?.multipleInstancesAllowed) return 'No';
  const max = meta.maxInstances == null ? 'no Max' : `Max ${meta.maxInstances}`;
  return `Yes (Min ${meta.minInstances ?? 0}, ${max})`;
}

/** The labels of the statuses named, in the status list's order; `none` when no status is named. */
export function statusLabels(
  codes: readonly string[] | undefined,
  statusList: readonly StatusListEntry[],
  none: string,
): string {
  const named = new Set(codes ?? []);
  const labels = statusList.filter((status) => named.has(status.code)).map((status) => status.label);
  return labels.length ? labels.join(', ') : none;
}

const RULE_TYPES: Record<FormAccessRule['ruleType'], string> = {
  IS_RESTRICTED_TO: 'Restricted to',
  RequiresReview: 'Review by',
  RequiresApproval: 'Approval by',
};

const KINDS = { Groups: 'groups', Roles: 'roles', Users: 'users', Entities: 'entities' } as const;

/** Whom a rule names, by name where the organisation knows it. */
function targetName(rule: FormAccessRule, names: AccessRuleNames | undefined): string {
  if (rule.appliedTo === 'CurrentEntity') return 'Current Entity';
  const found = names?.[KINDS[rule.roleGroupOrIndividual]].find(
    (entry) => entry.key.toLowerCase() === rule.appliedTo.toLowerCase(),
  );
  return spaced(found?.value ?? rule.appliedTo);
}

/** One line per access rule: 'Review by Managers (2 by 2025-06-30)'. */
export function accessRuleTexts(
  rules: readonly FormAccessRule[] | null | undefined,
  names: AccessRuleNames | undefined,
): string[] {
  return (rules ?? []).map((rule) => {
    const needs = [
      rule.numberRequired ? String(rule.numberRequired) : null,
      rule.byDate ? `by ${rule.byDate}` : null,
    ].filter(Boolean);
    const extra = needs.length ? ` (${needs.join(' ')})` : '';
    return `${RULE_TYPES[rule.ruleType]} ${targetName(rule, names)}${extra}`;
  });
}

/** The first block of a guid, as the tables show it (the whole guid is its tooltip). */
export const shortGuid = (guid: string) => guid.slice(0, 8);
