import type {
  AccessRuleType,
  AccessTargetKind,
  FormAccessRule,
  FormDefinition,
  SectionRule,
} from '../generated/types.gen.ts';

// The section and form access rule editors (spec forms-and-workflows 5.10): who a rule names, its duplicates,
// and the number and date that only review and approval rules take.

export const ACCESS_RULE_TYPES: readonly { type: AccessRuleType; label: string }[] = [
  { type: 'IS_RESTRICTED_TO', label: 'Restricted To' },
  { type: 'RequiresReview', label: 'Requires Review' },
  { type: 'RequiresApproval', label: 'Requires Approval' },
];

/** The appliedTo of a form access rule naming the workflow's current entity. */
export const CURRENT_ENTITY = 'CurrentEntity';

export const ACCESS_MESSAGES = {
  noTarget: 'Please select a user or role',
  duplicate: 'Rule already exists',
  currentEntityDuplicate: 'Current Entity rule already exists',
  numberRequired: 'Number required must be at least 1',
} as const;

export interface AccessRuleDraft {
  ruleType: AccessRuleType;
  kind: AccessTargetKind;
  appliedTo: string;
  numberRequired: number | null;
  byDate: string | null;
}

/** Review and approval rules take a date, and a number of people when they name a role. */
export const takesByDate = (ruleType: AccessRuleType) =>
  ruleType === 'RequiresReview' || ruleType === 'RequiresApproval';
export const takesNumberRequired = (ruleType: AccessRuleType, kind: AccessTargetKind) =>
  takesByDate(ruleType) && kind === 'Roles';

interface Named {
  ruleType: AccessRuleType;
  kind: AccessTargetKind;
  appliedTo: string;
}

function problemAmong(existing: readonly Named[], draft: AccessRuleDraft): string | null {
  const appliedTo = draft.appliedTo.trim();
  if (appliedTo === '') return ACCESS_MESSAGES.noTarget;
  if (
    takesNumberRequired(draft.ruleType, draft.kind) &&
    draft.numberRequired !== null &&
    !(Number.isInteger(draft.numberRequired) && draft.numberRequired >= 1)
  )
    return ACCESS_MESSAGES.numberRequired;
  const same = existing.some(
    (rule) =>
      rule.ruleType === draft.ruleType &&
      rule.kind === draft.kind &&
      rule.appliedTo.toLowerCase() === appliedTo.toLowerCase(),
  );
  if (!same) return null;
  return appliedTo === CURRENT_ENTITY ? ACCESS_MESSAGES.currentEntityDuplicate : ACCESS_MESSAGES.duplicate;
}

/** The fields a rule of this type and target kind keeps: number and date only where they apply. */
function applicable(draft: AccessRuleDraft) {
  return {
    appliedTo: draft.appliedTo.trim(),
    roleGroupOrIndividual: draft.kind,
    numberRequired: takesNumberRequired(draft.ruleType, draft.kind) ? draft.numberRequired : null,
    byDate: takesByDate(draft.ruleType) && draft.byDate ? draft.byDate : null,
  };
}

/** Why a section rule cannot be added ('Please select a user or role', 'Rule already exists'), or null. */
export function sectionRuleProblem(
  form: FormDefinition,
  sectionGuid: string,
  draft: AccessRuleDraft,
): string | null {
  if (draft.kind === 'Entities') return ACCESS_MESSAGES.noTarget;
  const existing = (form.sectionRules ?? [])
    .filter((rule) => rule.sectionGuid === sectionGuid)
    .map((rule) => ({
      ruleType: rule.sectionRuleType,
      kind: rule.roleGroupOrIndividual,
      appliedTo: rule.appliedTo,
    }));
  return problemAmong(existing, draft);
}

/** Why a form access rule cannot be added (also 'Current Entity rule already exists'), or null. */
export function formAccessRuleProblem(form: FormDefinition, draft: AccessRuleDraft): string | null {
  const existing = (form.formRules ?? []).map((rule) => ({
    ruleType: rule.ruleType,
    kind: rule.roleGroupOrIndividual,
    appliedTo: rule.appliedTo,
  }));
  return problemAmong(existing, draft);
}

/** The form with a new section rule (check `sectionRuleProblem` first). */
export function withSectionRule(
  form: FormDefinition,
  sectionGuid: string,
  draft: AccessRuleDraft,
  guid: string,
): FormDefinition {
  const section = form.components.find((element) => element.guid === sectionGuid);
  const rule: SectionRule = {
    guid,
    sectionRuleType: draft.ruleType,
    sectionGuid,
    sectionQuestionCode: section?.questionCode ?? null,
    formDefinitionGuid: form.guid,
    ...applicable(draft),
  };
  return { ...form, sectionRules: [...(form.sectionRules ?? []), rule] };
}

/** The form with a new form access rule (check `formAccessRuleProblem` first). */
export function withFormAccessRule(
  form: FormDefinition,
  draft: AccessRuleDraft,
  guid: string,
): FormDefinition {
  const rule: FormAccessRule = {
    guid,
    ruleType: draft.ruleType,
    formDefinitionGuid: form.guid,
    ...applicable(draft),
  };
  return { ...form, formRules: [...(form.formRules ?? []), rule] };
}

export const withoutSectionRule = (form: FormDefinition, guid: string): FormDefinition => ({
  ...form,
  sectionRules: (form.sectionRules ?? []).filter((rule) => rule.guid !== guid),
});

export const withoutFormAccessRule = (form: FormDefinition, guid: string): FormDefinition => ({
  ...form,
  formRules: (form.formRules ?? []).filter((rule) => rule.guid !== guid),
});

/**
 * The first duplicate among a saved form's section and form access rules ('Rule already exists', 'Current Entity
 * rule already exists'), or null: the server holds a designer's save to what the editors allow.
 */
export function savedAccessRulesProblem(form: FormDefinition): string | null {
  const sectionRules = form.sectionRules ?? [];
  for (const [index, rule] of sectionRules.entries()) {
    const earlier = sectionRules
      .slice(0, index)
      .filter((other) => other.sectionGuid === rule.sectionGuid)
      .map((other) => ({
        ruleType: other.sectionRuleType,
        kind: other.roleGroupOrIndividual,
        appliedTo: other.appliedTo,
      }));
    const problem = problemAmong(earlier, asDraft(rule.sectionRuleType, rule));
    if (problem) return problem;
  }
  const formRules = form.formRules ?? [];
  for (const [index, rule] of formRules.entries()) {
    const earlier = formRules.slice(0, index).map((other) => ({
      ruleType: other.ruleType,
      kind: other.roleGroupOrIndividual,
      appliedTo: other.appliedTo,
    }));
    const problem = problemAmong(earlier, asDraft(rule.ruleType, rule));
    if (problem) return problem;
  }
  return null;
}

const asDraft = (
  ruleType: AccessRuleType,
  rule: Pick<SectionRule, 'appliedTo' | 'roleGroupOrIndividual' | 'numberRequired' | 'byDate'>,
): AccessRuleDraft => ({
  ruleType,
  kind: rule.roleGroupOrIndividual,
  appliedTo: rule.appliedTo,
  numberRequired: rule.numberRequired ?? null,
  byDate: rule.byDate ?? null,
});
