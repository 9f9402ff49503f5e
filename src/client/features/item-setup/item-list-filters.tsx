import type { Importance, ItemDefinitionDto, ItemStatus } from '../../../shared/generated/types.gen.ts';
import { MultiSelectFilter } from '../../components/multi-select-filter.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import {
  IMPORTANCES,
  ITEM_STATUSES,
  itemStatusWords,
  typeChoices,
  type ItemListFilter,
} from './item-list.ts';

export interface ItemListFiltersProps {
  /** Every row loaded, for the type filter's choices. */
  items: readonly ItemDefinitionDto[];
  filter: ItemListFilter;
  onChange: (filter: ItemListFilter) => void;
}

/** The item list's filters (spec 2.10): type, importance, status, and 'Include public items'. */
export function ItemListFilters({ items, filter, onChange }: ItemListFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <MultiSelectFilter
        label="Type"
        choices={typeChoices(items).map((type) => ({ value: type.guid, label: type.label }))}
        selected={filter.types}
        onChange={(types) => onChange({ ...filter, types })}
      />
      <MultiSelectFilter
        label="Importance"
        choices={IMPORTANCES.map((importance) => ({ value: importance, label: importance }))}
        selected={filter.importances}
        onChange={(importances) => onChange({ ...filter, importances: importances as Importance[] })}
      />
      <MultiSelectFilter
        label="Status"
        choices={ITEM_STATUSES.map((status) => ({ value: status, label: itemStatusWords(status) }))}
        selected={filter.statuses}
        onChange={(statuses) => onChange({ ...filter, statuses: statuses as ItemStatus[] })}
      />
      <label className="ml-2 flex items-center gap-2 text-sm font-medium">
        <Switch
          checked={filter.includePublic}
          onCheckedChange={(includePublic) => onChange({ ...filter, includePublic })}
        />
        Include public items
      </label>
    </div>
  );
}
