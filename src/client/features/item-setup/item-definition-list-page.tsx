import { useMemo, useState } from 'react';
import { GlobeIcon } from 'lucide-react';
import { listLoadOf } from '../../components/list-load-state.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { useItemDefinitionList } from './api/item-definitions.ts';
import { ItemDefinitionDrawer } from './item-definition-drawer.tsx';
import { ItemListFilters } from './item-list-filters.tsx';
import {
  NO_ITEM_FILTER,
  filterItems,
  isOtherOrgItem,
  itemStatusWords,
  nextSort,
  sortItems,
  type ItemSort,
  type ItemSortColumn,
} from './item-list.ts';

export interface ItemDefinitionListPageProps {
  orgGuid: string | undefined;
  /** Setup Items or super admin: 'New Item' and editing the organisation's own items. */
  canEdit: boolean;
}

const columns: ReadonlyArray<[header: string, column: ItemSortColumn]> = [
  ['Compliance Item', 'name'],
  ['Entity', 'entity'],
  ['Status', 'status'],
  ['Importance', 'importance'],
  ['Public', 'public'],
];

/** /setup-items (spec 2.10): compliance item definitions, sortable and filtered; a row opens its drawer. */
export function ItemDefinitionListPage({ orgGuid, canEdit }: ItemDefinitionListPageProps) {
  const list = useItemDefinitionList(orgGuid);
  const [filter, setFilter] = useState(NO_ITEM_FILTER);
  const [sort, setSort] = useState<ItemSort>({ column: 'name', descending: false });
  const [openGuid, setOpenGuid] = useState<string>();
  const all = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(
    () => sortItems(filterItems(all, filter, orgGuid ?? ''), sort),
    [all, filter, orgGuid, sort],
  );
  const sortIndex = columns.findIndex(([, column]) => column === sort.column);

  return (
    <section className="flex flex-col gap-4">
      <ListToolbar
        title="Items"
        search={{ value: filter.search, onChange: (search) => setFilter({ ...filter, search }) }}
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        create={canEdit && orgGuid ? { label: 'New Item', onClick: () => setOpenGuid('new') } : undefined}
      />
      <ItemListFilters items={all} filter={filter} onChange={setFilter} />
      {list.isSuccess && (
        <p className="text-sm text-muted-foreground">
          Showing {rows.length} of {all.length}
        </p>
      )}
      <ListTable
        headers={columns.map(([header]) => header)}
        load={listLoadOf(list, 'Item definitions could not be loaded.', orgGuid !== undefined)}
        emptyText="No item definitions"
        rowCount={rows.length}
        sort={{
          index: sortIndex,
          descending: sort.descending,
          onSort: (index) => setSort(nextSort(sort, columns[index]![1])),
        }}
      >
        {rows.map((item) => (
          <TableRow key={item.guid} className="cursor-pointer" onClick={() => setOpenGuid(item.guid)}>
            <TableCell>
              <Button variant="link" className="h-auto p-0" onClick={() => setOpenGuid(item.guid)}>
                {item.name}
              </Button>
              {orgGuid && isOtherOrgItem(item, orgGuid) && (
                <Badge variant="secondary" className="ml-2">
                  Other organization
                </Badge>
              )}
            </TableCell>
            <TableCell>{item.entityName ?? ''}</TableCell>
            <TableCell>{itemStatusWords(item.status)}</TableCell>
            <TableCell>{item.importance}</TableCell>
            <TableCell>
              {item.madePublicAt ? (
                <span className="inline-flex items-center gap-1">
                  <GlobeIcon className="size-4" aria-hidden /> Yes
                </span>
              ) : (
                'No'
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      {orgGuid && openGuid && (
        <ItemDefinitionDrawer
          orgGuid={orgGuid}
          guid={openGuid}
          canEdit={
            canEdit && !isOtherOrgItem(all.find((item) => item.guid === openGuid) ?? { orgGuid }, orgGuid)
          }
          onOpen={setOpenGuid}
          onClose={() => setOpenGuid(undefined)}
        />
      )}
    </section>
  );
}
