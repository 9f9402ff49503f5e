import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { guardNotice } from '../app/guard-notice.ts';
import { returnPathStore } from '../features/auth/return-path-store.ts';
import { useAuth, usePasswordResetUrl } from '../features/auth/use-auth.ts';
import { signIn } from '../features/auth/auth-service.ts';
import { LandingPage, type LandingStatus } from '../features/landing/landing-page.tsx';
import { refreshSettings } from '../features/user-session/refresh-settings.ts';
import { workflowPath } from '../features/user-session/return-actions.ts';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';
import { rolesAsWords } from '../features/shell/role-words.ts';
import { useStore } from '../lib/store.ts';

/** The landing page with what it needs to know about the visitor; `notFound` adds the unknown path. */
export function LandingView({ notFound = false }: { notFound?: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { userInfo, org, isPending } = useCurrentOrg(signedIn);
  const passwordResetUrl = usePasswordResetUrl();
  const notice = useStore(guardNotice);

  const status: LandingStatus = signedIn && isPending ? 'checking' : auth.status;
  const entity = org?.entityDto;
  const homePagePath =
    entity?.homePage === 'Workflows' && entity.homePageWorkflowDefinitionGuid
      ? workflowPath(entity.homePageWorkflowDefinitionGuid)
      : undefined;

  const refreshMySettings = async () => {
    if (!signedIn) {
      window.location.reload();
      return;
    }
    // Trying the same path again: a page that needed fresh settings may now be found.
    if (await refreshSettings(queryClient)) await router.invalidate();
  };

  return (
    <LandingPage
      status={status}
      errorMessage={auth.status === 'failed' ? auth.error?.message : undefined}
      email={userInfo?.email ?? auth.session?.email}
      hasOrganization={userInfo ? Object.keys(userInfo.orgDict).length > 0 : undefined}
      loginName={userInfo?.loginName}
      orgName={org?.name}
      roleNames={rolesAsWords(org?.roles ?? [])}
      guestOnly={(org?.roles ?? []).length > 0 && (org?.roles ?? []).every((role) => role === 'Guest')}
      homePagePath={homePagePath}
      notFoundPath={notFound ? pathname : undefined}
      notice={notice}
      passwordResetUrl={passwordResetUrl}
      onSignIn={() => {
        // Signing in from here goes home, not to a page someone gave up opening earlier.
        returnPathStore.forget();
        signIn('user');
      }}
      onRefreshSettings={() => void refreshMySettings()}
    />
  );
}
