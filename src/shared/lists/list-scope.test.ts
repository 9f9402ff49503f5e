import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIST_VISIBILITY_ORDER, mayEditList, visibilityChoices } from './list-scope.ts';

const visibility = fc.constantFrom(...LIST_VISIBILITY_ORDER);
const context = fc.record({
  superAdmin: fc.boolean(),
  hasForm: fc.boolean(),
  hasWorkflow: fc.boolean(),
  saved: fc.option(visibility, { nil: undefined }),
});

describe('visibility choices', () => {
  it('offers Public to super admins only', () => {
    fc.assert(
      fc.property(context, (c) => {
        expect(visibilityChoices(c).includes('Public')).toBe(c.superAdmin);
      }),
    );
  });

  it('never lets anyone but a super admin narrow a saved list', () => {
    fc.assert(
      fc.property(context, visibility, (c, saved) => {
        const choices = visibilityChoices({ ...c, superAdmin: false, saved });
        for (const choice of choices) {
          expect(LIST_VISIBILITY_ORDER.indexOf(choice)).toBeGreaterThanOrEqual(
            LIST_VISIBILITY_ORDER.indexOf(saved),
          );
        }
      }),
    );
  });

  it('hides Form Specific in a workflow without a form, and keeps Org Wide for everyone', () => {
    expect(visibilityChoices({ superAdmin: false, hasForm: false, hasWorkflow: true })).toEqual([
      'WorkflowSpecific',
      'OrgWide',
    ]);
    expect(visibilityChoices({ superAdmin: true, hasForm: true, hasWorkflow: false })).toEqual([
      'FormSpecific',
      'OrgWide',
      'Public',
    ]);
  });
});

describe('who may edit a list', () => {
  const org = 'aaaaaaaa-0000-4000-8000-000000000001';
  const other = 'bbbbbbbb-0000-4000-8000-000000000002';

  it('lets Setup Basic edit the lists of the organisation they work in, except public ones', () => {
    const may = (visibility: (typeof LIST_VISIBILITY_ORDER)[number], listOrg: string) =>
      mayEditList({
        superAdmin: false,
        setupBasic: true,
        currentOrgGuid: org,
        list: { visibility, orgGuid: listOrg },
      });
    expect(may('OrgWide', org)).toBe(true);
    expect(may('FormSpecific', org.toUpperCase())).toBe(true);
    expect(may('Public', org)).toBe(false);
    expect(may('OrgWide', other)).toBe(false);
  });

  it('needs Setup Basic unless the caller is a super admin', () => {
    const list = { visibility: 'Public' as const, orgGuid: other };
    expect(mayEditList({ superAdmin: false, setupBasic: false, currentOrgGuid: other, list })).toBe(false);
    expect(mayEditList({ superAdmin: true, setupBasic: false, currentOrgGuid: null, list })).toBe(true);
  });
});
