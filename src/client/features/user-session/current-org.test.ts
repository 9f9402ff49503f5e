import { describe, expect, it } from 'vitest';
import type { UserInfo, UserOrg } from '../../lib/api-types.ts';
import { resolveCurrentOrg } from './current-org.ts';

const org = (guid: string, name: string): UserOrg => ({
  guid,
  name,
  roles: ['Member'],
  groupGuids: [],
  entityDto: null,
});

const info = (defaultOrgGuid: string | null, orgs: UserOrg[]): UserInfo => ({
  superAdmin: false,
  isTempAccount: false,
  defaultOrgGuid,
  userGuid: 'u',
  loginName: 'Ada',
  email: 'ada@example.com',
  orgDict: Object.fromEntries(orgs.map((o) => [o.guid, o])),
  returnActions: [],
});

describe('current organisation', () => {
  const zeta = org('z', 'Zeta');
  const alpha = org('a', 'Alpha');

  it('is the organisation the person switched to, while they still belong to it', () => {
    expect(resolveCurrentOrg(info('z', [zeta, alpha]), 'a')?.name).toBe('Alpha');
    expect(resolveCurrentOrg(info('z', [zeta, alpha]), 'gone')?.name).toBe('Zeta');
  });

  it('is otherwise their default organisation, or the first by name', () => {
    expect(resolveCurrentOrg(info('z', [zeta, alpha]), undefined)?.name).toBe('Zeta');
    expect(resolveCurrentOrg(info(null, [zeta, alpha]), undefined)?.name).toBe('Alpha');
  });

  it('is none for someone who belongs to no organisation', () => {
    expect(resolveCurrentOrg(info(null, []), undefined)).toBeUndefined();
  });
});
