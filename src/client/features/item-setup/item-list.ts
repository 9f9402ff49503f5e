import type { Importance, ItemDefinitionDto, ItemStatus } from '../../../shared/generated/types.gen.ts';

/** Spec 3.6: importance from most to least pressing, the order its filter and its sort use. */
export const IMPORTANCES: readonly Importance[] = ['Mandatory', 'Warning', 'Informational'];
/** Spec 3.6: item statuses in their lifecycle order. */
export const ITEM_STATUSES: readonly ItemStatus[] = ['Unused', 'InUse', 'Active', 'Inactive', 'Archived'];

/** An item status as people read it: 'InUse' → 'In Use'. */
export const itemStatusWords = (status: ItemStatus | string) => status.replace(/([a-z])([A-Z])/g, '$1 $2');

export interface ItemListFilter {
  search: string;
  /** Entity definition guids; empty means every type. */
  types: readonly string[];
  importances: readonly Importance[];
  statuses: readonly ItemStatus[];
  /** 'Include public items': other organisations' public items are listed too. */
  includePublic: boolean;
}

export const NO_ITEM_FILTER: ItemListFilter = {
  search: '',
  types: [],
  importances: [],
  statuses: [],
  includePublic: true,
};

export type ItemSortColumn = 'name' | 'entity' | 'status' | 'importance' | 'public';
export interface ItemSort {
  column: ItemSortColumn;
  descending: boolean;
}

/** An item of another organisation, made public there: listed for reference, never edited here. */
export const isOtherOrgItem = (item: Pick<ItemDefinitionDto, 'orgGuid'>, orgGuid: string) =>
  item.orgGuid.toLowerCase() !== orgGuid.toLowerCase();

const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The rows the filters let through: name or entity containing the search text, in the chosen sets. */
export function filterItems(
  items: readonly ItemDefinitionDto[],
  filter: ItemListFilter,
  orgGuid: string,
): ItemDefinitionDto[] {
  const needle = filter.search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.includePublic || !isOtherOrgItem(item, orgGuid)) &&
      (needle === '' || `${item.name} ${item.entityName ?? ''}`.toLowerCase().includes(needle)) &&
      (filter.types.length === 0 ||
        filter.types.some((type) => sameGuid(type, item.forEntityDefinitionGuid ?? ''))) &&
      (filter.importances.length === 0 || filter.importances.includes(item.importance)) &&
      (filter.statuses.length === 0 || filter.statuses.includes(item.status)),
  );
}

const sortKeys: Record<ItemSortColumn, (item: ItemDefinitionDto) => string | number> = {
  name: (item) => item.name.toLowerCase(),
  entity: (item) => (item.entityName ?? '').toLowerCase(),
  status: (item) => ITEM_STATUSES.indexOf(item.status),
  importance: (item) => IMPORTANCES.indexOf(item.importance),
  // Private items first when ascending.
  public: (item) => (item.madePublicAt ? 1 : 0),
};

/** The rows in the column's order; ties keep name order, so equal rows never jump about. */
export function sortItems(items: readonly ItemDefinitionDto[], sort: ItemSort): ItemDefinitionDto[] {
  const key = sortKeys[sort.column];
  const direction = sort.descending ? -1 : 1;
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    const order = ka < kb ? -1 : ka > kb ? 1 : 0;
    return order !== 0 ? order * direction : a.name.localeCompare(b.name);
  });
}

/** A click on a heading: the same column flips its direction, another column sorts ascending. */
export function nextSort(sort: ItemSort, column: ItemSortColumn): ItemSort {
  return sort.column === column ? { column, descending: !sort.descending } : { column, descending: false };
}

export interface TypeChoice {
  guid: string;
  label: string;
}

/** The type filter's choices: every entity type the rows are for (public items' types included), by name. */
export function typeChoices(items: readonly ItemDefinitionDto[]): TypeChoice[] {
  const byGuid = new Map<string, TypeChoice>();
  for (const item of items) {
    if (!item.forEntityDefinitionGuid) continue;
    const guid = item.forEntityDefinitionGuid.toLowerCase();
    if (!byGuid.has(guid)) byGuid.set(guid, { guid, label: item.entityName ?? guid });
  }
  return [...byGuid.values()].sort((a, b) => a.label.localeCompare(b.label));
}
