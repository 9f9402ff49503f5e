import { useRouter, useRouterState } from '@tanstack/react-router';
import { useAuth, usePasswordResetUrl } from '../features/auth/use-auth.ts';
import { signIn } from '../features/auth/auth-service.ts';
import { LandingPage, type LandingStatus } from '../features/landing/landing-page.tsx';
import { forgetAboutMe } from '../features/user-session/api/forget-about-me.ts';
import { workflowPath } from '../features/user-session/return-actions.ts';
import { useCurrentOrg } from '../features/user-session/use-current-org.ts';

/** The landing page with what it needs to know about the visitor; `notFound` adds the unknown path. */
export function LandingView({ notFound = false }: { notFound?: boolean }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  const { userInfo, org, isPending } = useCurrentOrg(signedIn);
  const passwordResetUrl = usePasswordResetUrl();

  const status: LandingStatus = signedIn && isPending ? 'checking' : auth.status;
  const entity = org?.entityDto;
  const homePagePath =
    entity?.homePage === 'Workflows' && entity.homePageWorkflowDefinitionGuid
      ? workflowPath(entity.homePageWorkflowDefinitionGuid)
      : undefined;

  const refreshSettings = async () => {
    if (!signedIn) {
      window.location.reload();
      return;
    }
    // The server answers with X-Store-Refresh, which reloads user info and the organisation caches.
    await forgetAboutMe().catch(() => undefined);
    // Trying the same path again: a page that needed fresh settings may now be found.
    await router.invalidate();
  };

  return (
    <LandingPage
      status={status}
      errorMessage={auth.status === 'failed' ? auth.error?.message : undefined}
      email={userInfo?.email ?? auth.session?.email}
      hasOrganization={userInfo ? Object.keys(userInfo.orgDict).length > 0 : undefined}
      homePagePath={homePagePath}
      notFoundPath={notFound ? pathname : undefined}
      passwordResetUrl={passwordResetUrl}
      onSignIn={() => signIn('user')}
      onRefreshSettings={() => void refreshSettings()}
    />
  );
}
