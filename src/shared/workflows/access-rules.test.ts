import { describe, expect, it } from 'vitest';
import type { FormAccessRule, SectionRule } from '../generated/types.gen.ts';
import { formAccessLevel, sectionAccessLevels, type AccessCaller } from './access-rules.ts';

const nurse: AccessCaller = {
  loginAccountGuid: 'a0000000-0000-4000-8000-000000000001',
  roles: new Set(['Member']),
  groupGuids: ['b0000000-0000-4000-8000-000000000001'],
  entityGuid: 'c0000000-0000-4000-8000-000000000001',
  superAdmin: false,
};
const formRule = (values: Partial<FormAccessRule>): FormAccessRule => ({
  guid: 'r1',
  ruleType: 'IS_RESTRICTED_TO',
  appliedTo: 'SetupBasic',
  roleGroupOrIndividual: 'Roles',
  ...values,
});

describe('form access rules', () => {
  it('lets everyone in without a restriction, and only the named people with one', () => {
    expect(formAccessLevel([], nurse, null)).toBe('write');
    expect(formAccessLevel([formRule({})], nurse, null)).toBe('none');
    expect(
      formAccessLevel(
        [formRule({ appliedTo: nurse.groupGuids[0]!, roleGroupOrIndividual: 'Groups' })],
        nurse,
        null,
      ),
    ).toBe('write');
    expect(
      formAccessLevel(
        [formRule({ appliedTo: nurse.loginAccountGuid, roleGroupOrIndividual: 'Users' })],
        nurse,
        null,
      ),
    ).toBe('write');
  });

  it('names the workflow’s entity with CurrentEntity, and lets reviewers read without writing', () => {
    const current = formRule({ appliedTo: 'CurrentEntity', roleGroupOrIndividual: 'Entities' });
    expect(formAccessLevel([current], nurse, nurse.entityGuid)).toBe('write');
    expect(formAccessLevel([current], nurse, 'c0000000-0000-4000-8000-000000000099')).toBe('none');
    const review = formRule({ ruleType: 'RequiresReview', appliedTo: 'Member' });
    expect(formAccessLevel([formRule({}), review], nurse, null)).toBe('read');
    expect(formAccessLevel([formRule({})], { ...nurse, superAdmin: true }, null)).toBe('write');
  });
});

describe('section access rules', () => {
  it('judges each section by its own rules', () => {
    const rule = (sectionGuid: string, values: Partial<SectionRule>): SectionRule => ({
      guid: 's',
      sectionRuleType: 'IS_RESTRICTED_TO',
      sectionGuid,
      appliedTo: 'SetupBasic',
      roleGroupOrIndividual: 'Roles',
      ...values,
    });
    const levels = sectionAccessLevels(
      [
        rule('s1', {}),
        rule('s2', {}),
        rule('s2', { sectionRuleType: 'RequiresApproval', appliedTo: 'Member' }),
      ],
      nurse,
      null,
    );
    expect(Object.fromEntries(levels)).toEqual({ s1: 'none', s2: 'read' });
  });
});
