import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ReturnAction, UserInfo } from '../../lib/api-types.ts';
import { applyReturnActions, takeReturnActions } from './return-actions.ts';

const action = (
  returnActionCode: ReturnAction['returnActionCode'],
  guid: string,
  message = '',
  duration = 0,
): ReturnAction => ({
  returnActionCode,
  guid,
  message,
  duration,
});

const info = (returnActions: ReturnAction[]): UserInfo => ({
  superAdmin: false,
  isTempAccount: false,
  defaultOrgGuid: null,
  userGuid: 'u',
  loginName: 'Ada',
  email: 'ada@example.com',
  orgDict: {},
  returnActions,
});

describe('return actions', () => {
  it('are carried out once, even when the same user info is shown again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['userInfo'], info([action('ShowError', 'g', 'Shortcode "x" was not found.')]));
    expect(takeReturnActions(queryClient)).toHaveLength(1);
    expect(takeReturnActions(queryClient)).toEqual([]);
    expect(queryClient.getQueryData<UserInfo>(['userInfo'])?.loginName).toBe('Ada');
  });

  it('show errors for their own duration, switch organisation and lead to the workflow', () => {
    const effects = { showError: vi.fn(), switchToOrg: vi.fn() };
    const target = applyReturnActions(
      [
        action('ShowError', 'g', 'Sorry', 0),
        action('SwitchToOrg', 'org-2'),
        action('ShowWorkflow', 'ABC-DEF'),
      ],
      effects,
    );
    expect(effects.showError).toHaveBeenCalledWith('Sorry', 0);
    expect(effects.switchToOrg).toHaveBeenCalledWith('org-2');
    expect(target).toBe('/workflows/abc-def');
  });
});
