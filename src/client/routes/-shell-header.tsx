import type * as React from 'react';
import { Suspense, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { toast } from '../components/ui/toast.tsx';
import { signIn, signOut } from '../features/auth/auth-service.ts';
import { useFileObjectUrl } from '../features/shell/api/get-file-blob.ts';
import { useOrgInfo } from '../features/shell/api/get-org-info.ts';
import { openOrgInNewTab } from '../features/shell/open-org-in-new-tab.ts';
import { rolesAsWords } from '../features/shell/role-words.ts';
import { TopBar } from '../features/shell/top-bar.tsx';
import { UserMenu } from '../features/shell/user-menu.tsx';
import { setStartingOrg } from '../features/user-session/api/set-starting-org.ts';
import { switchToOrg } from '../features/user-session/current-org.ts';
import { refreshSettings } from '../features/user-session/refresh-settings.ts';
import type { UserInfo, UserOrg } from '../lib/api-types.ts';
import { cacheNames } from '../lib/cache-names.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';

// The windows the user menu opens are downloaded when first opened.
const PreferencesDrawer = lazyComponent(
  async () => (await import('../features/preferences/preferences-drawer.tsx')).PreferencesDrawer,
);
const RemoveRolesDialog = lazyComponent(
  async () => (await import('../features/shell/remove-roles-dialog.tsx')).RemoveRolesDialog,
);

export interface ShellHeaderProps {
  signedIn: boolean;
  userInfo: UserInfo | undefined;
  org: UserOrg | undefined;
  /** The Menu button that opens the side menu on a phone; none when there is no menu. */
  phoneMenu?: React.ReactNode;
}

/** The top bar with the organisation's logo and the user popover, and the windows the popover opens. */
export function ShellHeader({ signedIn, userInfo, org, phoneMenu }: ShellHeaderProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const orgInfo = useOrgInfo(signedIn ? org?.guid : undefined).data;
  const logoUrl = useFileObjectUrl(orgInfo?.logoFileGuid);
  const [openWindow, setWindow] = useState<'preferences' | 'removeRoles' | undefined>();
  const groupNames = useMemo(
    () => new Map((orgInfo?.orgGroupDtos ?? []).map((group) => [group.guid, group.name])),
    [orgInfo],
  );
  const orgChoices = Object.values(userInfo?.orgDict ?? {}).filter((o): o is UserOrg => o !== undefined);

  const refreshMySettings = async () => {
    if (await refreshSettings(queryClient)) await router.invalidate();
  };
  const switchHere = (orgGuid: string) => {
    switchToOrg(orgGuid);
    void router.navigate({ to: '/' });
  };
  const saveStartingOrg = async (orgGuid: string) => {
    // The choice is for the next start: this tab keeps the organisation it is acting in.
    if (org) switchToOrg(org.guid);
    await setStartingOrg(orgGuid);
    await queryClient.invalidateQueries({ queryKey: [cacheNames.userInfo] });
    toast.success('Saved');
  };

  const userMenu = userInfo && (
    <UserMenu
      userInfo={userInfo}
      org={org}
      groupNames={groupNames}
      onSwitchHere={switchHere}
      onOpenInNewTab={openOrgInNewTab}
      onPreferences={() => setWindow('preferences')}
      onRefreshSettings={() => void refreshMySettings()}
      onSignOut={signOut}
      onRemoveRoles={() => setWindow('removeRoles')}
    />
  );
  const roles = org?.roles ?? [];
  return (
    <>
      <TopBar
        orgName={org?.name}
        logoUrl={logoUrl}
        signedIn={signedIn}
        userMenu={userMenu}
        phoneMenu={phoneMenu}
        onSignIn={() => signIn('user')}
      />
      <Suspense fallback={null}>
        {userInfo && openWindow === 'preferences' && (
          <PreferencesDrawer
            onClose={() => setWindow(undefined)}
            loginName={userInfo.loginName}
            email={userInfo.email}
            isTempAccount={userInfo.isTempAccount}
            roleNames={rolesAsWords(roles)}
            guestOnly={roles.length > 0 && roles.every((role) => role === 'Guest')}
            orgs={orgChoices}
            defaultOrgGuid={userInfo.defaultOrgGuid}
            currentOrgGuid={org?.guid}
            onSave={saveStartingOrg}
          />
        )}
        {userInfo && org && openWindow === 'removeRoles' && (
          <RemoveRolesDialog
            open
            onOpenChange={(open) => !open && setWindow(undefined)}
            orgGuid={org.guid}
            roles={roles}
            groups={org.groupGuids.map((guid) => ({ guid, name: groupNames.get(guid) ?? guid }))}
            superAdmin={userInfo.superAdmin}
          />
        )}
      </Suspense>
    </>
  );
}
