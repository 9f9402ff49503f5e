import { describe, expect, it } from 'vitest';
import type { ListDefinition } from '../generated/types.gen.ts';
import { listProblems, listSaveEnabled } from './list-draft.ts';

const saved: ListDefinition = {
  listDefinitionGuid: 'new',
  name: 'Provinces',
  visibility: 'OrgWide',
  items: [
    { label: 'Ontario', value: 'ON', children: [{ label: 'Toronto', value: 'tor' }] },
    { label: 'Quebec', value: 'QC' },
  ],
};

describe('list save', () => {
  it('is disabled until something changed', () => {
    expect(listSaveEnabled(saved, saved)).toBe(false);
    expect(listSaveEnabled({ ...saved, name: 'Regions' }, saved)).toBe(true);
  });

  it('needs a name, an item, and a label and code on every item at every level', () => {
    expect(listProblems({ ...saved, name: '  ' })).toEqual(['Name is required']);
    expect(listProblems({ ...saved, items: [] })).toEqual(['Please add at least one option.']);
    const nestedBlank = [{ label: 'Ontario', value: 'ON', children: [{ label: 'Toronto', value: ' ' }] }];
    expect(listProblems({ ...saved, items: nestedBlank })).toEqual(['Value is required']);
    expect(listSaveEnabled({ ...saved, items: nestedBlank }, null)).toBe(false);
  });

  it('refuses codes repeated among siblings but allows them under different parents', () => {
    const twice = [
      { label: 'Ontario', value: 'ON', children: [{ label: 'Springfield', value: 'spr' }] },
      { label: 'Quebec', value: 'on' },
    ];
    expect(listProblems({ ...saved, items: twice })).toEqual(['Values must be unique']);
    const cousins = [
      { label: 'Ontario', value: 'ON', children: [{ label: 'Springfield', value: 'spr' }] },
      { label: 'Quebec', value: 'QC', children: [{ label: 'Springfield', value: 'spr' }] },
    ];
    expect(listProblems({ ...saved, items: cousins })).toEqual([]);
  });
});
