import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import type { ListDefinition } from '../../../shared/generated/types.gen.ts';
import {
  LIST_VISIBILITY_LABELS,
  PUBLIC_LIST_EDIT_REFUSED,
  mayEditList,
} from '../../../shared/lists/list-scope.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { useListDefinitions, type ListScope } from './api/list-definitions.ts';
import { ListEditorDrawer } from './list-editor-drawer.tsx';

export interface ListsPanelProps {
  scope: ListScope;
  superAdmin: boolean;
  /** The caller holds Setup Basic in the organisation: they create lists and edit the organisation's own. */
  setupBasic: boolean;
}

const newList = (scope: ListScope): ListDefinition => ({
  listDefinitionGuid: 'new',
  name: '',
  items: [],
  orgGuid: scope.orgGuid,
  formDefinitionGuid: scope.formDefinitionGuid ?? null,
  workflowDefinitionGuid: scope.workflowDefinitionGuid ?? null,
  visibility: scope.formDefinitionGuid
    ? 'FormSpecific'
    : scope.workflowDefinitionGuid
      ? 'WorkflowSpecific'
      : 'OrgWide',
  specialList: null,
});

/** The Lists tab (spec 2.9): the lists usable here, a New List button and the list editor. */
export function ListsPanel({ scope, superAdmin, setupBasic }: ListsPanelProps) {
  const lists = useListDefinitions(scope);
  const [editing, setEditing] = useState<ListDefinition | null>(null);
  const canEdit = (list: ListDefinition) =>
    mayEditList({
      superAdmin,
      setupBasic,
      currentOrgGuid: scope.orgGuid,
      list: { visibility: list.visibility, orgGuid: list.orgGuid ?? null },
    });
  // One PDF-code list per workflow: the edited list's workflow (a form's designer lists its workflow's lists).
  const pdfCodeListTaken = (edited: ListDefinition) =>
    (lists.data ?? []).some(
      (list) =>
        list.specialList === 'PdfCode' &&
        list.workflowDefinitionGuid === edited.workflowDefinitionGuid &&
        list.listDefinitionGuid !== edited.listDefinitionGuid,
    );

  return (
    <section aria-label="Lists" className="flex flex-col gap-3">
      <div className="flex items-center justify-end">
        {(setupBasic || superAdmin) && (
          <Button onClick={() => setEditing(newList(scope))}>
            <Plus /> New List
          </Button>
        )}
      </div>
      {lists.isPending ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The lists could not be loaded.
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>List Options</TableHead>
              <TableHead>Visibility</TableHead>
              <TableHead>Special List</TableHead>
              <TableHead>Edit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lists.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="text-center text-muted-foreground">
                  No lists yet.
                </TableCell>
              </TableRow>
            )}
            {lists.data.map((list) => {
              const editable = canEdit(list);
              return (
                <TableRow key={list.listDefinitionGuid}>
                  <TableCell className="font-medium">{list.name}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      {list.items.map((item) => (
                        <Badge key={item.value} variant="secondary">
                          {item.label} - {item.value}
                        </Badge>
                      ))}
                    </div>
                  </TableCell>
                  <TableCell>{LIST_VISIBILITY_LABELS[list.visibility]}</TableCell>
                  <TableCell>{list.specialList === 'PdfCode' ? 'PDF Code' : ''}</TableCell>
                  <TableCell>
                    {/* A disabled button shows no tooltip of its own, so the reason sits on a wrapper. */}
                    <span
                      title={!editable && list.visibility === 'Public' ? PUBLIC_LIST_EDIT_REFUSED : undefined}
                    >
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${list.name}`}
                        disabled={!editable}
                        onClick={() => setEditing(list)}
                      >
                        <Pencil />
                      </Button>
                    </span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && (
        <ListEditorDrawer
          list={editing}
          superAdmin={superAdmin}
          canEdit={canEdit(editing) || editing.listDefinitionGuid === 'new'}
          pdfCodeListTaken={pdfCodeListTaken(editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
