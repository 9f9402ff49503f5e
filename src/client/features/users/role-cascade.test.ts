import { describe, expect, it } from 'vitest';
import { isGuestOnly, setGuest, toggleSetupRole } from './role-cascade.ts';

describe('setup level cascade', () => {
  it('selects every lower level with the chosen one', () => {
    expect(toggleSetupRole(['Member'], 'SetupBasic', true)).toEqual([
      'Member',
      'UserAdmin',
      'ViewSetup',
      'SetupBasic',
    ]);
    expect(toggleSetupRole(['Member'], 'UserAdmin', true)).toEqual(['Member', 'UserAdmin']);
    expect(toggleSetupRole(['Member'], 'SetupItems', true)).toEqual([
      'Member',
      'UserAdmin',
      'ViewSetup',
      'SetupBasic',
      'SetupItems',
    ]);
  });

  it('removes the unchecked level and every higher one, keeping the lower ones', () => {
    const all = toggleSetupRole(['Member'], 'SetupItems', true);
    expect(toggleSetupRole(all, 'ViewSetup', false)).toEqual(['Member', 'UserAdmin']);
    expect(toggleSetupRole(all, 'UserAdmin', false)).toEqual(['Member']);
    expect(toggleSetupRole(all, 'SetupItems', false)).toEqual([
      'Member',
      'UserAdmin',
      'ViewSetup',
      'SetupBasic',
    ]);
  });

  it('makes a Guest given a setup level a Member', () => {
    expect(toggleSetupRole(['Guest'], 'ViewSetup', true)).toEqual(['Member', 'UserAdmin', 'ViewSetup']);
  });

  it('switches between Guest only and Member', () => {
    expect(setGuest(true)).toEqual(['Guest']);
    expect(setGuest(false)).toEqual(['Member']);
    expect(isGuestOnly(['Guest'])).toBe(true);
    expect(isGuestOnly(['Member', 'Guest'])).toBe(false);
    expect(isGuestOnly([])).toBe(false);
  });
});
