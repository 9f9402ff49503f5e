import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessRuleType, AccessTargetKind, FormDefinition } from '../generated/types.gen.ts';
import {
  ACCESS_MESSAGES,
  CURRENT_ENTITY,
  formAccessRuleProblem,
  sectionRuleProblem,
  takesNumberRequired,
  withFormAccessRule,
  withSectionRule,
  type AccessRuleDraft,
} from './access-rule-drafts.ts';

const form = (): FormDefinition =>
  ({
    guid: '00000000-0000-4000-8000-000000000001',
    name: 'Form',
    components: [{ guid: 's1', type: 'Section', questionCode: 'Section1', parentGuid: null, properties: {} }],
    rules: [],
    sectionRules: [],
    formRules: [],
  }) as unknown as FormDefinition;

const ruleType = fc.constantFrom<AccessRuleType>('IS_RESTRICTED_TO', 'RequiresReview', 'RequiresApproval');
const sectionKind = fc.constantFrom<AccessTargetKind>('Groups', 'Roles', 'Users');
const draft = fc.record({
  ruleType,
  kind: sectionKind,
  appliedTo: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
  numberRequired: fc.option(fc.integer({ min: 1, max: 9 })),
  byDate: fc.option(fc.constant('2030-01-31')),
});

describe('section rules (spec 5.10)', () => {
  it('ask for a user or role when none is chosen, whatever the blank', () => {
    fc.assert(
      fc.property(draft, fc.stringMatching(/^ *$/), (rule, blank) => {
        expect(sectionRuleProblem(form(), 's1', { ...rule, appliedTo: blank })).toBe(
          ACCESS_MESSAGES.noTarget,
        );
      }),
    );
  });

  it('refuse the same rule twice, in any letter case, and keep number and date only where they apply', () => {
    fc.assert(
      fc.property(draft, (rule) => {
        expect(sectionRuleProblem(form(), 's1', rule)).toBeNull();
        const once = withSectionRule(form(), 's1', rule, 'new-1');
        expect(sectionRuleProblem(once, 's1', { ...rule, appliedTo: rule.appliedTo.toUpperCase() })).toBe(
          ACCESS_MESSAGES.duplicate,
        );
        const stored = once.sectionRules![0]!;
        expect(stored.numberRequired ?? null).toBe(
          takesNumberRequired(rule.ruleType, rule.kind) ? rule.numberRequired : null,
        );
        expect(stored.byDate ?? null).toBe(rule.ruleType === 'IS_RESTRICTED_TO' ? null : rule.byDate);
      }),
    );
  });

  it('take at least one person for a role', () => {
    const rule: AccessRuleDraft = {
      ruleType: 'RequiresApproval',
      kind: 'Roles',
      appliedTo: 'SetupBasic',
      numberRequired: 0,
      byDate: null,
    };
    expect(sectionRuleProblem(form(), 's1', rule)).toBe(ACCESS_MESSAGES.numberRequired);
    expect(sectionRuleProblem(form(), 's1', { ...rule, kind: 'Users', appliedTo: 'u1' })).toBeNull();
  });
});

describe('form access rules (spec 5.10)', () => {
  it('name a second current-entity rule by its own message', () => {
    const rule: AccessRuleDraft = {
      ruleType: 'IS_RESTRICTED_TO',
      kind: 'Entities',
      appliedTo: CURRENT_ENTITY,
      numberRequired: null,
      byDate: null,
    };
    const once = withFormAccessRule(form(), rule, 'new-1');
    expect(formAccessRuleProblem(once, rule)).toBe(ACCESS_MESSAGES.currentEntityDuplicate);
    expect(formAccessRuleProblem(once, { ...rule, ruleType: 'RequiresReview' })).toBeNull();
    expect(formAccessRuleProblem(once, { ...rule, appliedTo: '' })).toBe(ACCESS_MESSAGES.noTarget);
  });
});
