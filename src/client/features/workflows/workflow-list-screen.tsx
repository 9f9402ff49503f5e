import { useMemo, useState } from 'react';
import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useWorkflowDefinition, useWorkflowDtos } from './api/workflow-queries.ts';
import { CreateWorkflowDialog } from './create-workflow-dialog.tsx';
import { listCellText } from './list-cell-text.ts';
import { WorkflowDrawer } from './workflow-drawer.tsx';

/** Filters show on a Default home page, or on a Workflows home page with more than 10 workflows and statuses (spec 2.4). */
export function showsFilters(homePage: string | undefined, rowCount: number, statusCount: number): boolean {
  if (homePage !== 'Workflows') return true;
  return rowCount > 10 && statusCount > 0;
}

/** The workflows of one definition (spec 2.4), newest change first, with status filter and create button. */
export function WorkflowListScreen({ definitionGuid }: { definitionGuid: string }) {
  const { org } = useCurrentOrg(true);
  const orgGuid = org?.guid;
  const definition = useWorkflowDefinition(definitionGuid, orgGuid);
  const [includeArchived, setIncludeArchived] = useState(false);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [openWorkflow, setOpenWorkflow] = useState<string | null>(null);
  const list = useWorkflowDtos(orgGuid, definitionGuid, includeArchived);
  const isGuest = (org?.roles ?? []).every((role) => role === 'Guest');
  const name = definition.data?.name ?? '';
  const statusList = list.data?.statusList ?? [];
  const columns = list.data?.questionCodesToDisplay ?? [];
  const names = list.data?.entitiesMentioned ?? {};
  const rows = useMemo(
    () =>
      [...(list.data?.workflowDtos ?? [])]
        .filter((row) => statuses.length === 0 || statuses.includes(row.workflowStatus))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [list.data, statuses],
  );
  const filters = showsFilters(
    org?.entityDto?.homePage,
    list.data?.workflowDtos.length ?? 0,
    statusList.length,
  );
  const toggle = (code: string, on: boolean) =>
    setStatuses((current) => (on ? [...current, code] : current.filter((entry) => entry !== code)));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" aria-label="Refresh" onClick={() => void list.refetch()}>
            <RefreshCwIcon />
          </Button>
          {!isGuest && definition.data && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon /> {name}
            </Button>
          )}
        </div>
      </div>
      {filters && (
        <div className="flex flex-wrap items-center gap-4" role="group" aria-label="Filters">
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="sr-only">Status</legend>
            {statusList.map((status) => (
              <Label key={status.code} className="flex items-center gap-1 font-normal">
                <Checkbox
                  checked={statuses.includes(status.code)}
                  onCheckedChange={(checked) => toggle(status.code, checked === true)}
                />
                {status.label}
              </Label>
            ))}
          </fieldset>
          <Label className="flex items-center gap-1 font-normal">
            <Checkbox
              checked={includeArchived}
              onCheckedChange={(checked) => setIncludeArchived(checked === true)}
            />
            Include Archived
          </Label>
        </div>
      )}
      <div className="rounded-md border bg-card" aria-busy={list.isPending}>
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.guid ?? column.metaCode ?? column.label}>{column.label}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.isPending ? (
              <TableRow>
                <TableCell colSpan={Math.max(1, columns.length)}>Loading...</TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={Math.max(1, columns.length)}>No {name} Workflows Found</TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.workflowGuid}>
                  {columns.map((column) => (
                    <TableCell key={column.guid ?? column.metaCode ?? column.label}>
                      {column.metaCode === 'Name' ? (
                        <button
                          type="button"
                          className="text-primary underline-offset-4 hover:underline"
                          onClick={() => setOpenWorkflow(row.workflowGuid)}
                        >
                          {row.workflowName}
                        </button>
                      ) : (
                        listCellText(column, row, statusList, names)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {openWorkflow && <WorkflowDrawer workflowGuid={openWorkflow} onClose={() => setOpenWorkflow(null)} />}
      {orgGuid && definition.data && (
        <CreateWorkflowDialog
          open={creating}
          onOpenChange={setCreating}
          orgGuid={orgGuid}
          definition={{
            guid: definition.data.guid,
            entityDefinitionGuid: definition.data.entityDefinitionGuid,
          }}
        />
      )}
    </div>
  );
}
