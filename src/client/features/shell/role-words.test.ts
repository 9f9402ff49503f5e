import { describe, expect, it } from 'vitest';
import { hasNonGuestRole, rolesAsWords, shortGuid } from './role-words.ts';

describe('roles in the user popover', () => {
  it('reads as words in a steady order', () => {
    expect(rolesAsWords(['SetupItems', 'Member', 'UserAdmin', 'ViewSetup'])).toEqual([
      'Member',
      'User Admin',
      'View Setup',
      'Setup Items',
    ]);
  });

  it('offers role removal only with a role other than Guest', () => {
    expect(hasNonGuestRole(['Guest'])).toBe(false);
    expect(hasNonGuestRole([])).toBe(false);
    expect(hasNonGuestRole(['Member'])).toBe(true);
  });

  it('shortens a guid to its first 8 characters', () => {
    expect(shortGuid('0f3c2a1b-1111-2222-3333-444455556666')).toBe('0f3c2a1b');
  });
});
