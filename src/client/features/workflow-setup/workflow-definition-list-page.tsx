import { useMemo, useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useWorkflowDefinitionList } from './api/workflow-definitions.ts';
import { WorkflowDefinitionDrawer } from './workflow-definition-drawer.tsx';

export interface WorkflowDefinitionListPageProps {
  orgGuid: string | undefined;
  /** Setup Basic (or Setup Items): 'New Workflow' and editing. */
  canEdit: boolean;
  superAdmin: boolean;
}

/** /setup-workflows (spec 2.10): the organisation's workflow definitions by name; a row opens its editor. */
export function WorkflowDefinitionListPage({
  orgGuid,
  canEdit,
  superAdmin,
}: WorkflowDefinitionListPageProps) {
  const list = useWorkflowDefinitionList(orgGuid);
  const [openGuid, setOpenGuid] = useState<string>();
  const definitions = useMemo(
    () => [...(list.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [list.data],
  );

  return (
    <section className="flex flex-col gap-4">
      <ListToolbar
        title="Workflows"
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        create={canEdit && orgGuid ? { label: 'New Workflow', onClick: () => setOpenGuid('new') } : undefined}
      />
      {list.isSuccess && (
        <p className="text-sm text-muted-foreground">
          Showing {definitions.length} of {list.data.length}
        </p>
      )}
      <ListTable
        headers={['Name']}
        load={listLoadOf(list, 'Workflow definitions could not be loaded.', orgGuid !== undefined)}
        emptyText="No workflow definitions"
        rowCount={definitions.length}
      >
        {definitions.map((definition) => (
          <TableRow key={definition.guid}>
            <TableCell>
              <Button variant="link" className="h-auto p-0" onClick={() => setOpenGuid(definition.guid)}>
                {definition.name}
              </Button>
              {definition.archivedAt && (
                <Badge variant="secondary" className="ml-2">
                  Archived
                </Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      {orgGuid && openGuid && (
        <WorkflowDefinitionDrawer
          orgGuid={orgGuid}
          guid={openGuid}
          canEdit={canEdit}
          superAdmin={superAdmin}
          onOpen={setOpenGuid}
          onClose={() => setOpenGuid(undefined)}
        />
      )}
    </section>
  );
}
