import { useMemo, useState } from 'react';
import type { LoginAccount } from '../../../shared/generated/types.gen.ts';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
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
      <ListToolbar
        title={title}
        search={{ value: search, onChange: setSearch }}
        refreshing={accounts.isFetching}
        onRefresh={() => void accounts.refetch()}
        create={
          canEdit && orgGuid
            ? {
                label: whoToShow === 'Member' ? 'New Member' : 'New Guest',
                onClick: () => setEditing({ account: undefined }),
              }
            : undefined
        }
      />
      <ListTable
        headers={['Name', 'Email', 'Roles']}
        load={listLoadOf(accounts, `${title} could not be loaded.`, orgGuid !== undefined)}
        emptyText={`No ${title.toLowerCase()}`}
        rowCount={shown.length}
      >
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
      </ListTable>
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
