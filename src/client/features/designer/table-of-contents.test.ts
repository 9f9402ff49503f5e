import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../../shared/generated/types.gen.ts';
import { childrenOf } from '../../../shared/designer/element-placement.ts';
import { splitIntoPages } from '../renderer/form-layout.ts';
import { archivedCount, withoutArchived } from './archived-elements.ts';
import { contentsEntries } from './table-of-contents.ts';

const el = (guid: string, type: string, parentGuid: string | null, extra: Partial<FormElement> = {}) =>
  ({ guid, type, label: guid, questionCode: guid, parentGuid, properties: {}, ...extra }) as FormElement;

const form = [
  el('Intro', 'Section', null),
  el('Name', 'SimpleText', 'Intro'),
  el('Details', 'Section', null),
  el('Costs', 'Heading', 'Details'),
  el('Inner', 'Section', 'Details', { isArchived: true }),
  el('Amount', 'Money', 'Inner'),
];

describe('the Design tab table of contents', () => {
  it('lists sections and headings in display order with their depth and page', () => {
    const pages = splitIntoPages(childrenOf(form, null), true);
    expect(contentsEntries(form, pages, (type) => type)).toEqual([
      { guid: 'Intro', title: 'Intro', depth: 0, page: 0 },
      { guid: 'Details', title: 'Details', depth: 0, page: 1 },
      { guid: 'Costs', title: 'Costs', depth: 1, page: 1 },
      { guid: 'Inner', title: 'Inner', depth: 1, page: 1 },
    ]);
    const onePage = splitIntoPages(childrenOf(form, null), false);
    expect(contentsEntries(form, onePage, (type) => type).map((entry) => entry.page)).toEqual([0, 0, 0, 0]);
  });
});

describe('Show Archived', () => {
  it('counts archived elements and hides them and what they hold when off', () => {
    expect(archivedCount(form)).toBe(1);
    expect(withoutArchived(form).map((element) => element.guid)).toEqual([
      'Intro',
      'Name',
      'Details',
      'Costs',
    ]);
  });
});
