// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Stamp } from '../../shared/generated/types.gen.ts';
import { NameStampWidget } from './name-stamp.widget.tsx';
import { fakeServices, makeElement, renderWidget, TEST_USER } from './render-widget.test-support.tsx';

const stamp = (guid: string, userGuid: string, revoked = false): Stamp => ({
  guid,
  userGuid,
  userName: userGuid === TEST_USER.userGuid ? 'Ann Lee' : 'Bob Roy',
  timeStamped: '2024-03-04T14:05:00Z',
  revoked,
  timeRevoked: revoked ? '2024-03-05T10:00:00Z' : null,
});

describe('NameStampWidget', () => {
  it('approves, then shows the new stamp without the approve button', async () => {
    const approveStamp = vi.fn(async () => [stamp('s1', TEST_USER.userGuid)]);
    const { user, services } = renderWidget(NameStampWidget, makeElement('NameStamp'), {
      services: fakeServices({ approveStamp }),
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Ann Lee/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    // Approve sets the form to New (default) after the stamp.
    await waitFor(() => expect(services.changeFormStatus).toHaveBeenCalledWith('New'));
  });

  it('offers revoke only on the own active stamp, unless anyone may revoke', () => {
    const value = [
      stamp('s1', TEST_USER.userGuid),
      stamp('s2', 'user-2'),
      stamp('s3', TEST_USER.userGuid, true),
    ];
    renderWidget(
      NameStampWidget,
      makeElement('NameStamp', { allowMultipleClicks: true, nameStampRevokeButtonText: 'Revoke' }),
      { value },
    );
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByText('Revoked 2024-03-05', { exact: false })).toBeTruthy();
  });

  it('lets any user revoke when isRevokableByAnyUser is on, and revokes the chosen stamp', async () => {
    const revokeStamp = vi.fn(async () => [stamp('s2', 'user-2', true)]);
    const { user } = renderWidget(NameStampWidget, makeElement('NameStamp', { isRevokableByAnyUser: true }), {
      value: [stamp('s2', 'user-2')],
      services: fakeServices({ revokeStamp }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(revokeStamp).toHaveBeenCalledWith(expect.objectContaining({ guid: 'element-1' }), 's2'),
    );
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('shows neither button when read-only', () => {
    renderWidget(NameStampWidget, makeElement('NameStamp'), {
      value: [stamp('s1', TEST_USER.userGuid)],
      readOnly: true,
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
