import type { ItemDefinitionDto } from '../../../shared/generated/types.gen.ts';
import { describe, expect, it } from 'vitest';
import { NO_ITEM_FILTER, filterItems, nextSort, sortItems, typeChoices } from './item-list.ts';

const org = 'org-a';
const row = (name: string, more: Partial<ItemDefinitionDto> = {}): ItemDefinitionDto => ({
  guid: name,
  orgGuid: org,
  name,
  forEntityDefinitionGuid: 'staff',
  entityName: 'Staff',
  formDefinitionGuid: null,
  status: 'Active',
  importance: 'Mandatory',
  madePublicAt: null,
  madeGlobalAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
  ...more,
});
const items = [
  row('First Aid'),
  row('Driver Licence', { forEntityDefinitionGuid: 'CLIENTS', entityName: 'Clients', status: 'Unused' }),
  row('WHMIS', { importance: 'Informational', status: 'InUse', madePublicAt: '2026-01-02T00:00:00Z' }),
  row('Shared Policy', { orgGuid: 'ORG-B', importance: 'Warning', madePublicAt: '2026-01-03T00:00:00Z' }),
];
const names = (list: ItemDefinitionDto[]) => list.map((item) => item.name);

describe('the item list', () => {
  it('lists other organisations’ public items only while Include public items is on', () => {
    expect(names(filterItems(items, NO_ITEM_FILTER, org))).toContain('Shared Policy');
    expect(names(filterItems(items, { ...NO_ITEM_FILTER, includePublic: false }, org))).toEqual([
      'First Aid',
      'Driver Licence',
      'WHMIS',
    ]);
  });

  it('searches names and entity types in any case, and combines the filters', () => {
    expect(names(filterItems(items, { ...NO_ITEM_FILTER, search: ' clients ' }, org))).toEqual([
      'Driver Licence',
    ]);
    expect(names(filterItems(items, { ...NO_ITEM_FILTER, types: ['clients'] }, org))).toEqual([
      'Driver Licence',
    ]);
    expect(
      names(
        filterItems(
          items,
          { ...NO_ITEM_FILTER, importances: ['Mandatory', 'Warning'], statuses: ['Active'] },
          org,
        ),
      ),
    ).toEqual(['First Aid', 'Shared Policy']);
  });

  it('sorts importance and status in their own order, not the alphabet, with names breaking ties', () => {
    expect(names(sortItems(items, { column: 'importance', descending: false }))).toEqual([
      'Driver Licence',
      'First Aid',
      'Shared Policy',
      'WHMIS',
    ]);
    expect(names(sortItems(items, { column: 'status', descending: true }))).toEqual([
      'First Aid',
      'Shared Policy',
      'WHMIS',
      'Driver Licence',
    ]);
    expect(names(sortItems(items, { column: 'public', descending: true })).slice(0, 2)).toEqual([
      'Shared Policy',
      'WHMIS',
    ]);
  });

  it('flips the direction on the same heading and starts ascending on another', () => {
    expect(nextSort({ column: 'name', descending: false }, 'name')).toEqual({
      column: 'name',
      descending: true,
    });
    expect(nextSort({ column: 'name', descending: true }, 'entity')).toEqual({
      column: 'entity',
      descending: false,
    });
  });

  it('offers each entity type of the rows once, by name', () => {
    expect(typeChoices(items)).toEqual([
      { guid: 'clients', label: 'Clients' },
      { guid: 'staff', label: 'Staff' },
    ]);
  });
});
