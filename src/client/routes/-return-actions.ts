import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/toast.tsx';
import { switchToOrg } from '../features/user-session/current-org.ts';
import { applyReturnActions, takeReturnActions } from '../features/user-session/return-actions.ts';

/**
 * Carries out the return actions that came with user info (spec 3): ShowError shows its message for its
 * own duration (0 keeps it until closed), SwitchToOrg switches organisation. Returns the workflow path of
 * a ShowWorkflow action for the caller to navigate to.
 */
export function runReturnActions(queryClient: QueryClient): string | undefined {
  return applyReturnActions(takeReturnActions(queryClient), {
    showError: (message, seconds) =>
      toast.error(message, { duration: seconds > 0 ? seconds * 1000 : Infinity }),
    switchToOrg,
  });
}
