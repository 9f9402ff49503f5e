import { describe, expect, it } from 'vitest';
import { canApprove, canRevoke, stampActionOf } from './stamp-rules.ts';
import type { Stamp } from '../../generated/types.gen.ts';

const stamp = (userGuid: string, revoked = false): Stamp => ({
  guid: `s-${userGuid}`,
  userGuid,
  userName: userGuid,
  emailAddress: `${userGuid}@example.org`,
  timeStamped: '2024-05-01T10:00:00Z',
  revoked,
});

describe('stamp rules (shared with the server)', () => {
  it('allows one active stamp unless multiple clicks are allowed', () => {
    expect(canApprove({ stamps: [] })).toBe(true);
    expect(canApprove({ stamps: [stamp('a')] })).toBe(false);
    expect(canApprove({ stamps: [stamp('a', true)] })).toBe(true);
    expect(canApprove({ stamps: [stamp('a')], allowMultipleClicks: true })).toBe(true);
  });

  it('allows revoking an active stamp of a revokable element by its user, or by anyone when configured', () => {
    expect(canRevoke({ stamp: stamp('me'), userGuid: 'me', isRevokable: true })).toBe(true);
    expect(canRevoke({ stamp: stamp('you'), userGuid: 'me', isRevokable: true })).toBe(false);
    expect(
      canRevoke({ stamp: stamp('you'), userGuid: 'me', isRevokable: true, isRevokableByAnyUser: true }),
    ).toBe(true);
    expect(canRevoke({ stamp: stamp('me'), userGuid: 'me', isRevokable: false })).toBe(false);
    expect(canRevoke({ stamp: stamp('me', true), userGuid: 'me', isRevokable: true })).toBe(false);
    expect(
      canRevoke({ stamp: undefined, userGuid: 'me', isRevokable: true, isRevokableByAnyUser: true }),
    ).toBe(false);
  });

  it('treats a blank action as none and anything outside the schema as unsupported', () => {
    expect(['GetPdf', 'SendEmail', 'None', '', null, 'Fax'].map(stampActionOf)).toEqual([
      'GetPdf',
      'SendEmail',
      'None',
      'None',
      'None',
      'Unsupported',
    ]);
  });
});
