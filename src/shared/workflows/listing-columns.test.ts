import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, ListingColumn } from '../generated/types.gen.ts';
import {
  canFilterBySecurity,
  columnChoices,
  isNameColumn,
  moveColumn,
  withNameFirst,
} from './listing-columns.ts';

const name: ListingColumn = { metaCode: 'Name', label: 'Name' };
const others: ListingColumn[] = [
  { metaCode: 'Status', label: 'Status' },
  { metaCode: 'For', label: 'For' },
  { guid: 'a0000000-0000-4000-8000-000000000001', questionCode: 'Site', label: 'Site', type: 'Entity' },
  { guid: 'a0000000-0000-4000-8000-000000000002', questionCode: 'Visit', label: 'Visit', type: 'Date' },
];

const form = {
  guid: 'f0000000-0000-4000-8000-000000000001',
  name: 'Intake',
  formCode: 'intake',
  components: [
    { guid: 's1', type: 'Section', label: 'Page', questionCode: 'Section1', properties: {} },
    { guid: 'q1', type: 'SimpleText', label: 'Visitor', questionCode: 'Visitor', properties: {} },
    { guid: 'q2', type: 'Date', label: 'Old', questionCode: 'Old', isArchived: true, properties: {} },
    { guid: 'h1', type: 'Heading', label: 'Title', questionCode: 'Heading1', properties: {} },
  ],
} as unknown as FormDefinition;

describe('listing columns', () => {
  it('puts the name column first, once, adding it when missing', () => {
    expect(withNameFirst([others[0]!, name])).toEqual([name, others[0]]);
    expect(withNameFirst([others[1]!])).toEqual([name, others[1]]);
  });

  it('never moves the name column, nor anything above it, whatever is dragged where', () => {
    fc.assert(
      fc.property(
        fc
          .subarray(others)
          .chain((rest) =>
            fc.tuple(
              fc.constant([name, ...rest]),
              fc.nat({ max: rest.length }),
              fc.nat({ max: rest.length }),
            ),
          ),
        ([columns, from, to]) => {
          const moved = moveColumn(columns, from, to);
          expect(isNameColumn(moved[0]!)).toBe(true);
          expect(moved.filter(isNameColumn)).toHaveLength(1);
          expect([...moved].sort((a, b) => a.label.localeCompare(b.label))).toEqual(
            [...columns].sort((a, b) => a.label.localeCompare(b.label)),
          );
        },
      ),
    );
  });

  it('lets only entity and security group answers filter by security group', () => {
    expect(others.map(canFilterBySecurity)).toEqual([false, false, true, false]);
  });

  it('offers the meta columns and the live questions of the forms that are not shown yet', () => {
    expect(columnChoices([form], [name, others[0]!]).map((choice) => choice.label)).toEqual([
      'For',
      'Updated At',
      'Intake: Visitor',
    ]);
    const [visitor] = columnChoices([form], META_COLUMNS_SHOWN).map((choice) => choice.column);
    expect(visitor).toEqual({
      guid: 'q1',
      questionCode: 'Visitor',
      label: 'Visitor',
      form: 'intake',
      type: 'SimpleText',
      isSecurityQuestion: false,
    });
  });
});

const META_COLUMNS_SHOWN: ListingColumn[] = [
  name,
  { metaCode: 'For', label: 'For' },
  { metaCode: 'Status', label: 'Status' },
  { metaCode: 'UpdatedAt', label: 'Updated At' },
];
