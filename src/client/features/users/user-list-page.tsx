import { useMemo, useState } from 'react';
import { PlusIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { useLoginAccounts, type WhoToShow } from './api/get-login-accounts.ts';
import { UserEditorDrawer } from './user-editor-drawer.tsx';
import { rolesInWords, searchAccounts } from './user-list.ts';

export interface UserListPageProps {
  orgGuid: string | undefined;
  whoToShow: WhoToShow;
  canEdit: boolean;
  viewerIsSuperAdmin: boolean;
}

type Editing = { account: LoginAccount | undefined } | undefined;

/** /members and /guests: the people holding that role here, with the user editor (spec 2). */
export function UserListPage({ orgGuid, whoToShow, canEdit, viewerIsSuperAdmin }: UserListPageProps) {
  const accounts = useLoginAccounts(orgGuid, whoToShow);
  // Both lists feed 'Email already registered', so a guest's address is not reused for a member.
  const others = useLoginAccounts(orgGuid, whoToShow === 'Member' ? 'Guest' : 'Member');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const shown = useMemo(() => searchAccounts(accounts.data ?? [], search), [accounts.data, search]);
  const otherEmails = (
    editing?.account?.userGuid
      ? [...(accounts.data ?? []), ...(others.data ?? [])].filter(
          (a) => a.userGuid !== editing.account?.userGuid,
        )
      : [...(accounts.data ?? []), ...(others.data ?? [])]
  ).map((account) => account.email);
  const title = whoToShow === 'Member' ? 'Members' : 'Guests';

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">{title}</h1>
        <div className="relative">
          <SearchIcon className="absolute left-2.5 top-2.5 size-4 text-muted-foreground" />
          <Input
            aria-label="Search"
            placeholder="Search"
            className="w-64 pl-8"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label="Refresh"
          disabled={accounts.isFetching}
          onClick={() => void accounts.refetch()}
        >
          <RefreshCwIcon />
        </Button>
        {canEdit && orgGuid && (
          <Button onClick={() => setEditing({ account: undefined })}>
            <PlusIcon />
            {whoToShow === 'Member' ? 'New Member' : 'New Guest'}
          </Button>
        )}
      </div>
      <div className="rounded-md border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Roles</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((account) => (
              <TableRow key={account.userGuid}>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <Button variant="link" className="h-auto p-0" onClick={() => setEditing({ account })}>
                      {account.loginName}
                    </Button>
                    {account.isTempAccount && (
                      <Badge variant="outline" title="This person has not signed in yet.">
                        Not signed in yet
                      </Badge>
                    )}
                    {account.superAdmin && <Badge variant="warning">Super Admin</Badge>}
                  </span>
                </TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>{rolesInWords(account.currentOrgRoles)}</TableCell>
              </TableRow>
            ))}
            {!accounts.isPending && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} className="text-muted-foreground">
                  No {title.toLowerCase()}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {orgGuid && editing && (
        <UserEditorDrawer
          orgGuid={orgGuid}
          account={editing.account}
          whoToShow={whoToShow}
          otherEmails={otherEmails}
          canEdit={canEdit}
          viewerIsSuperAdmin={viewerIsSuperAdmin}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
