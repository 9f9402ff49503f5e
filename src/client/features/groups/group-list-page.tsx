import { useMemo, useState } from 'react';
import type { OrgGroup } from '../../../shared/generated/types.gen.ts';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useOrgGroupsInfo } from './api/get-org-groups-info.ts';
import { GroupEditorDrawer } from './group-editor-drawer.tsx';
import { forOwnWorkflowWords, newGroup, searchGroups } from './group-form.ts';

export interface GroupListPageProps {
  orgGuid: string | undefined;
  canEdit: boolean;
}

/** /groups: the organisation's security groups (spec 2). */
export function GroupListPage({ orgGuid, canEdit }: GroupListPageProps) {
  const info = useOrgGroupsInfo(orgGuid);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OrgGroup>();
  const groups = useMemo(
    () => searchGroups(info.data?.orgGroups ?? [], search).sort((a, b) => a.name.localeCompare(b.name)),
    [info.data, search],
  );

  return (
    <section className="flex flex-col gap-4">
      <ListToolbar
        title="Security Groups"
        search={{ value: search, onChange: setSearch }}
        refreshing={info.isFetching}
        onRefresh={() => void info.refetch()}
        create={
          canEdit && orgGuid
            ? { label: 'New Security Group', onClick: () => setEditing(newGroup(orgGuid)) }
            : undefined
        }
      />
      <ListTable
        headers={['Security Group', 'Entities in Group', 'For Own Workflow']}
        load={listLoadOf(info, 'Security groups could not be loaded.', orgGuid !== undefined)}
        emptyText="No security groups"
        rowCount={groups.length}
      >
        {groups.map((group) => (
          <TableRow key={group.guid}>
            <TableCell>
              <Button variant="link" className="h-auto p-0" onClick={() => setEditing(group)}>
                {group.name}
              </Button>
            </TableCell>
            <TableCell className="whitespace-normal">
              {(group.entities ?? []).map((entity) => entity.name).join(', ')}
            </TableCell>
            <TableCell>{forOwnWorkflowWords[group.forOwnWorkflow] ?? group.forOwnWorkflow}</TableCell>
          </TableRow>
        ))}
      </ListTable>
      {editing && (
        <GroupEditorDrawer
          key={editing.guid}
          group={editing}
          entities={info.data?.entities ?? []}
          canEdit={canEdit}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
