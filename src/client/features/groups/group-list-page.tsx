import { useMemo, useState } from 'react';
import { PlusIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import type { OrgGroup } from '../../../shared/generated/types.gen.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
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
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold">Security Groups</h1>
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
          disabled={info.isFetching}
          onClick={() => void info.refetch()}
        >
          <RefreshCwIcon />
        </Button>
        {canEdit && orgGuid && (
          <Button onClick={() => setEditing(newGroup(orgGuid))}>
            <PlusIcon />
            New Security Group
          </Button>
        )}
      </div>
      <div className="rounded-md border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Security Group</TableHead>
              <TableHead>Entities in Group</TableHead>
              <TableHead>For Own Workflow</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
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
            {!info.isPending && groups.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} className="text-muted-foreground">
                  No security groups
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {info.isPending && orgGuid && <p className="text-sm text-muted-foreground">Loading...</p>}
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
