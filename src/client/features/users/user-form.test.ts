import { describe, expect, it } from 'vitest';
import { isUserFormDirty, toAccountBody, toUserForm, userProblems } from './user-form.ts';

const form = { loginName: 'Ada', email: 'ada@example.com', roles: ['Member' as const], superAdmin: false };

describe('user editor', () => {
  it('asks for a name, a valid unused e-mail and a role', () => {
    expect(userProblems(form, [])).toEqual({});
    expect(userProblems({ ...form, loginName: ' ', email: '', roles: [] }, [])).toEqual({
      loginName: 'Name needed',
      email: 'Email needed',
      roles: 'At least one role needed',
    });
    expect(userProblems({ ...form, email: 'ada@' }, []).email).toBe('Email not valid');
    expect(userProblems({ ...form, email: ' ADA@example.com ' }, ['ada@example.com']).email).toBe(
      'Email already registered',
    );
  });

  it('starts a new person in the list they were added from', () => {
    expect(toUserForm(undefined, 'Guest').roles).toEqual(['Guest']);
  });

  it('notices changes, whatever the order of the roles', () => {
    expect(
      isUserFormDirty(
        { ...form, roles: ['Member', 'UserAdmin'] },
        { ...form, roles: ['UserAdmin', 'Member'] },
      ),
    ).toBe(false);
    expect(isUserFormDirty({ ...form, loginName: 'Ada L' }, form)).toBe(true);
  });

  it('trims name and e-mail on save', () => {
    const body = toAccountBody(undefined, { ...form, loginName: ' Ada ', email: ' ada@example.com ' });
    expect(body).toMatchObject({ loginName: 'Ada', email: 'ada@example.com', currentOrgRoles: ['Member'] });
  });
});
