import { useMemo, useState } from 'react';
import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { WorkflowListItem } from '../../../shared/generated/types.gen.ts';
import { useCurrentOrg } from '../user-session/use-current-org.ts';
import { useWorkflowDefinition, useWorkflowDtos } from './api/workflow-queries.ts';
import { CreateWorkflowDialog } from './create-workflow-dialog.tsx';
import { showsFilters, workflowOpeningAlone } from './home-page-rules.ts';
import { WorkflowDrawer } from './workflow-drawer.tsx';
import { WorkflowListTable } from './workflow-list-table.tsx';

/** Newest change first; ISO timestamps order as text, and a plain comparison keeps 10,000 rows quick. */
const newestFirst = (a: WorkflowListItem, b: WorkflowListItem) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;

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
      (list.data?.workflowDtos ?? [])
        .filter((row) => statuses.length === 0 || statuses.includes(row.workflowStatus))
        .sort(newestFirst),
    [list.data, statuses],
  );
  const filters = showsFilters(
    org?.entityDto?.homePage,
    list.data?.workflowDtos.length ?? 0,
    statusList.length,
  );
  // A Workflows home page with one workflow opens it at once, full screen, until it is closed (spec 2.4).
  const alone = workflowOpeningAlone(org?.entityDto?.homePage, list.data?.workflowDtos);
  const [closedAlone, setClosedAlone] = useState<string | null>(null);
  const shownWorkflow = openWorkflow ?? (alone !== closedAlone ? alone : null);
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
      <WorkflowListTable
        label={`${name} Workflows`}
        columns={columns}
        rows={rows}
        statusList={statusList}
        names={names}
        singleFormStatuses={list.data?.singleFormResponseStatuses ?? {}}
        placeholder={list.isPending ? 'Loading...' : rows.length === 0 ? `No ${name} Workflows Found` : null}
        onOpen={setOpenWorkflow}
      />
      {shownWorkflow && (
        <WorkflowDrawer
          workflowGuid={shownWorkflow}
          fullScreen={shownWorkflow === alone}
          onClose={() => {
            setOpenWorkflow(null);
            setClosedAlone(alone);
          }}
        />
      )}
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
