import { useCallback, useMemo, useState } from 'react';
import type { Org } from '../../../shared/generated/types.gen.ts';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import type { Role } from '../../lib/api-types.ts';
import { useOrgs } from './api/get-orgs.ts';
import { useJoinOrg } from './api/join-org.ts';
import { OrgEditorDrawer } from './org-editor-drawer.tsx';
import { canOpenEditor, myRoles, searchOrgs, searchThreshold } from './org-list.ts';
import { orgListHeaders } from './org-columns.tsx';
import { OrgTable } from './org-table.tsx';

export interface OrgListPageProps {
  superAdmin: boolean;
  currentOrgGuid: string | undefined;
  currentRoles: readonly Role[];
}

type Editing = { org: Org | undefined } | undefined;

/** /organizations: the organisation list with its editor drawer (spec 2). */
export function OrgListPage({ superAdmin, currentOrgGuid, currentRoles }: OrgListPageProps) {
  const orgs = useOrgs();
  const join = useJoinOrg();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const all = useMemo(() => orgs.data ?? [], [orgs.data]);
  const shown = useMemo(() => searchOrgs(all, all.length > searchThreshold ? search : ''), [all, search]);

  const canOpen = useCallback(
    (org: Org) => canOpenEditor(org, superAdmin, currentOrgGuid, currentRoles),
    [superAdmin, currentOrgGuid, currentRoles],
  );
  const onOpen = useCallback((org: Org) => setEditing({ org }), []);
  const { mutate: joinMutate } = join;
  const onJoin = useCallback((org: Org) => joinMutate(org.guid), [joinMutate]);
  const canEdit = (org: Org | undefined) =>
    superAdmin ||
    (org !== undefined && (org.guid === currentOrgGuid ? currentRoles : myRoles(org)).includes('UserAdmin'));

  return (
    <section className="flex flex-col gap-4">
      <ListToolbar
        title="Organizations"
        search={all.length > searchThreshold ? { value: search, onChange: setSearch } : undefined}
        refreshing={orgs.isFetching}
        onRefresh={() => void orgs.refetch()}
        create={
          superAdmin
            ? { label: 'New Organization', onClick: () => setEditing({ org: undefined }) }
            : undefined
        }
      />
      {orgs.isPending || orgs.isError ? (
        // The virtual table needs rows to measure; until they are there the plain table says why not.
        <ListTable
          headers={orgListHeaders(superAdmin)}
          load={listLoadOf(orgs, 'Organizations could not be loaded.')}
          emptyText="No organizations"
          rowCount={0}
        >
          {null}
        </ListTable>
      ) : (
        <OrgTable
          orgs={shown}
          currentOrgGuid={currentOrgGuid}
          superAdmin={superAdmin}
          canOpen={canOpen}
          onOpen={onOpen}
          onJoin={onJoin}
          joining={join.isPending ? join.variables : undefined}
        />
      )}
      {editing && (
        <OrgEditorDrawer
          org={editing.org}
          superAdmin={superAdmin}
          isMember={
            editing.org !== undefined &&
            (editing.org.guid === currentOrgGuid || myRoles(editing.org).length > 0)
          }
          canEdit={canEdit(editing.org)}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
