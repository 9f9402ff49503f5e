import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthDebugger } from '../features/auth/auth-debugger.tsx';
import { signIn, signOut } from '../features/auth/auth-service.ts';
import { useAuth } from '../features/auth/use-auth.ts';
import { AppShell } from '../features/shell/app-shell.tsx';
import { menuModel, visibleMenu } from '../features/shell/menu-model.ts';
import { OfflineAlert } from '../features/shell/offline-alert.tsx';
import { SideMenu } from '../features/shell/side-menu.tsx';
import { TopBar } from '../features/shell/top-bar.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import type { UserInfo } from '../lib/api-types.ts';
import { runReturnActions } from './-return-actions.ts';

/** The frame of every page: shell, toasts, the offline alert and the hidden auth debugger. */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { userInfo, org } = useCurrentOrg(signedIn);
  useReturnActions(userInfo);

  const sections = userInfo
    ? visibleMenu(menuModel, { roles: org?.roles ?? [], superAdmin: userInfo.superAdmin })
    : [];
  const header = (
    <TopBar
      orgName={org?.name}
      signedIn={signedIn}
      userLabel={userInfo?.loginName ?? auth.session?.email}
      onSignIn={() => signIn('user')}
      onSignOut={signOut}
    />
  );
  return (
    <>
      <AppShell
        pathname={pathname}
        header={header}
        menu={sections.length > 0 ? <SideMenu sections={sections} /> : undefined}
      >
        <Outlet />
      </AppShell>
      <Toaster />
      <OfflineAlert />
      <AuthDebugger />
    </>
  );
}

/** Return actions can arrive with any load of user info (a shortcode sent after signing in, say). */
function useReturnActions(userInfo: UserInfo | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    if (!userInfo || userInfo.returnActions.length === 0) return;
    const workflowPath = runReturnActions(queryClient);
    if (workflowPath) router.history.push(workflowPath);
  }, [userInfo, queryClient, router]);
}
