import type * as React from 'react';
import { useState } from 'react';
import { ExternalLinkIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Separator } from '../../components/ui/separator.tsx';
import { Tag } from '../../components/ui/badge.tsx';
import type { UserInfo, UserOrg } from '../../lib/api-types.ts';
import { hasNonGuestRole, rolesAsWords, shortGuid } from './role-words.ts';
import { UserMenuButton } from './user-menu-button.tsx';

export interface UserPopoverProps {
  userInfo: UserInfo;
  org: UserOrg | undefined;
  /** Names of the organisation's security groups by guid (from the organisation info). */
  groupNames: ReadonlyMap<string, string>;
  onSwitchHere: (orgGuid: string) => void;
  onOpenInNewTab: (orgGuid: string) => void;
  onPreferences: () => void;
  onRefreshSettings: () => void;
  onSignOut: () => void;
  onRemoveRoles: () => void;
  /** Opens at once: the person pressed the menu button before this component was downloaded. */
  initiallyOpen?: boolean;
}

/** Spec 2: who is signed in, where, with which roles, and the person's own commands. */
export function UserPopover(props: UserPopoverProps) {
  const { userInfo, org, groupNames } = props;
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  const [fullGuid, setFullGuid] = useState(false);
  const roles = org?.roles ?? [];
  const others = Object.values(userInfo.orgDict)
    .filter((other): other is UserOrg => other !== undefined && other.guid !== org?.guid)
    .sort((a, b) => a.name.localeCompare(b.name));
  const groups = (org?.groupGuids ?? []).map((guid) => groupNames.get(guid) ?? guid);
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <UserMenuButton loginName={userInfo.loginName} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="User menu" className="flex w-80 flex-col gap-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold">{userInfo.loginName}</span>
          {userInfo.superAdmin && <Tag variant="warning">Super Admin</Tag>}
        </div>
        {org && (
          <Field label="Organization">
            <span>{org.name}</span>{' '}
            <button
              type="button"
              className="font-mono text-xs text-muted-foreground underline-offset-2 hover:underline"
              title={fullGuid ? 'Show the short guid' : 'Show the full guid'}
              onClick={() => setFullGuid((value) => !value)}
            >
              {fullGuid ? org.guid : shortGuid(org.guid)}
            </button>
          </Field>
        )}
        {others.length > 0 && (
          <Field label="Switch to...">
            <ul className="flex flex-col gap-1">
              {others.map((other) => (
                <li key={other.guid} className="flex items-center gap-1">
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={act(() => props.onSwitchHere(other.guid))}
                  >
                    {other.name}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-6"
                    aria-label={`Open ${other.name} in a new tab`}
                    onClick={act(() => props.onOpenInNewTab(other.guid))}
                  >
                    <ExternalLinkIcon />
                  </Button>
                </li>
              ))}
            </ul>
          </Field>
        )}
        {roles.length > 0 && <Field label="Roles">{rolesAsWords(roles).join(', ')}</Field>}
        {org?.entityDto && <Field label="Entity">{org.entityDto.name}</Field>}
        {groups.length > 0 && <Field label="Groups">{groups.join(', ')}</Field>}
        <Field label="Email">{userInfo.email}</Field>
        <Separator />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={act(props.onPreferences)}>
            Preferences
          </Button>
          <Button size="sm" variant="outline" onClick={act(props.onRefreshSettings)}>
            Refresh Settings
          </Button>
          <Button size="sm" variant="outline" onClick={act(props.onSignOut)}>
            Sign out
          </Button>
          {hasNonGuestRole(roles) && (
            <Button size="sm" variant="outline" onClick={act(props.onRemoveRoles)}>
              Remove Roles or Groups
            </Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="break-words">{children}</div>
    </div>
  );
}
