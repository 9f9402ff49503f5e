import { describe, expect, it } from 'vitest';
import { guestHomeRedirect } from './guest-home.ts';

const workflowsHome = { homePage: 'Workflows', homePageWorkflowDefinitionGuid: 'AB12-CD34' } as const;

describe('guestHomeRedirect', () => {
  it("sends a Guest with a workflow home page to that workflow's path", () => {
    expect(
      guestHomeRedirect({ pathname: '/main-dashboard', roles: ['Guest'], entity: workflowsHome }),
    ).toEqual({
      action: 'redirect',
      to: '/workflows/ab12-cd34',
    });
  });

  it('leaves PDF pages and the home workflow itself alone', () => {
    const guest = { roles: ['Guest'] as const, entity: workflowsHome };
    expect(guestHomeRedirect({ ...guest, pathname: '/pdf/ab12/nom' }).action).toBe('allow');
    expect(guestHomeRedirect({ ...guest, pathname: '/workflows/ab12-cd34' }).action).toBe('allow');
  });

  it('leaves members, default home pages and missing workflows alone', () => {
    expect(
      guestHomeRedirect({ pathname: '/main-dashboard', roles: ['Member'], entity: workflowsHome }).action,
    ).toBe('allow');
    const defaultHome = { homePage: 'Default', homePageWorkflowDefinitionGuid: 'AB12' } as const;
    expect(guestHomeRedirect({ pathname: '/x', roles: ['Guest'], entity: defaultHome }).action).toBe('allow');
    const noWorkflow = { homePage: 'Workflows', homePageWorkflowDefinitionGuid: null } as const;
    expect(guestHomeRedirect({ pathname: '/x', roles: ['Guest'], entity: noWorkflow }).action).toBe('allow');
  });
});
