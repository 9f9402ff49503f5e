import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { usePageTitle } from '../app/page-title.ts';
import { Toaster } from '../components/ui/toast.tsx';
import { AuthDebugger } from '../features/auth/auth-debugger.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { useOrgInfo } from '../features/shell/api/get-org-info.ts';
import { AppShell } from '../features/shell/app-shell.tsx';
import { withDynamicItems } from '../features/shell/dynamic-menu.ts';
import { menuModel, visibleMenu } from '../features/shell/menu-model.ts';
import { OfflineAlert } from '../features/shell/offline-alert.tsx';
import { OrgCustomCss } from '../features/shell/org-custom-css.tsx';
import { PhoneMenu } from '../features/shell/phone-menu.tsx';
import { SideMenu } from '../features/shell/side-menu.tsx';
import { BringOnlineButton } from '../features/site-status/bring-online-button.tsx';
import { LiveNotices } from '../features/site-status/live-notices.tsx';
import { PendingInvitations } from '../features/user-session/pending-invitations.tsx';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import type { UserInfo } from '../lib/api-types.ts';
import { runReturnActions } from './-return-actions.ts';
import { ShellHeader } from './-shell-header.tsx';

/** The frame of every page: shell, toasts, live notices, the offline alert and the hidden auth debugger. */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { userInfo, org } = useCurrentOrg(signedIn);
  useReturnActions(userInfo);
  usePageTitle(org?.name);

  const orgInfo = useOrgInfo(signedIn ? org?.guid : undefined).data;

  const sections = userInfo
    ? visibleMenu(withDynamicItems(menuModel, orgInfo), {
        roles: org?.roles ?? [],
        superAdmin: userInfo.superAdmin,
      })
    : [];
  const header = (
    <ShellHeader
      signedIn={signedIn}
      userInfo={userInfo}
      org={org}
      phoneMenu={sections.length > 0 ? <PhoneMenu sections={sections} /> : undefined}
    />
  );
  return (
    <>
      <AppShell
        pathname={pathname}
        header={header}
        menu={sections.length > 0 ? <SideMenu sections={sections} /> : undefined}
      >
        <PendingInvitations signedIn={signedIn} />
        <Outlet />
      </AppShell>
      <OrgCustomCss css={orgInfo?.customCSS} />
      <Toaster />
      <OfflineAlert action={userInfo?.superAdmin ? <BringOnlineButton /> : undefined} />
      {signedIn && userInfo && <LiveNotices orgGuid={org?.guid} />}
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
