import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StatusListEntry, TimeFrame } from '../generated/types.gen.ts';
import { checkStatusList, checkTimeFrames, tidyCode } from './definition-checks.ts';
import { frameEndOf, frameStartOf } from './time-frame-dates.ts';

describe('status list checks', () => {
  it('strips spaces from codes, derives empty codes from labels and refuses duplicates case-insensitively', () => {
    const { entries, errors } = checkStatusList([
      { code: 'In Progress', label: 'In Progress' },
      { code: '', label: 'On Hold' },
      { code: 'inprogress', label: 'Again' },
      { code: 'X', label: '  ' },
    ]);
    expect(entries.map((entry) => entry.code)).toEqual(['InProgress', 'OnHold', 'inprogress', 'X']);
    expect(errors).toEqual({
      'statusList.2.code': ['Status with code inprogress already exists'],
      'statusList.3.label': ['Label is required'],
    });
    expect(checkStatusList([]).errors).toEqual({ statusList: ['Please add at least one status.'] });
  });
});

describe('time frame checks', () => {
  it('refuses a start after the end and overlapping frames, but lets Default overlap anything', () => {
    const { errors } = checkTimeFrames([
      { code: 'Default', label: 'Default', startDate: null, endDate: null },
      { code: 'Q1', label: 'Q1', startDate: '2025-01-01T00:00:00Z', endDate: '2025-03-31T23:59:59Z' },
      { code: 'March', label: 'March', startDate: '2025-03-01T00:00:00Z', endDate: null },
      { code: 'Bad', label: 'Bad', startDate: '2026-02-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z' },
    ]);
    expect(errors['timeFrames.1']).toEqual(['Time frames Q1 and March overlap']);
    expect(errors['timeFrames.3.startDate']).toEqual(['Start date is after end date']);
    expect(errors['timeFrames.0']).toBeUndefined();
  });

  it('creates a Default frame with no dates when none exists', () => {
    expect(checkTimeFrames([]).entries).toEqual([
      { code: 'Default', label: 'Default', startDate: null, endDate: null },
    ]);
  });
});

const words = fc.stringMatching(/^[A-Za-z0-9 ]{0,12}$/);
const statuses = fc.array(
  fc.record({ code: words, label: words, isEndpoint: fc.boolean() }) as fc.Arbitrary<StatusListEntry>,
  { maxLength: 8 },
);

describe('status list checks, for every list', () => {
  it('keep every entry in order, with a code without spaces and a trimmed label', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const { entries } = checkStatusList(list);
        expect(entries).toHaveLength(list.length);
        entries.forEach((entry, index) => {
          expect(entry.code).not.toMatch(/\s/);
          expect(entry.label).toBe(list[index]!.label.trim());
          expect(entry.code).toBe(tidyCode(list[index]!.code, list[index]!.label.trim()));
        });
      }),
    );
  });

  it('report a duplicate code exactly when two tidied codes are equal ignoring case', () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const { entries, errors } = checkStatusList(list);
        const codes = entries.map((entry) => entry.code.toLowerCase());
        const hasDuplicate = new Set(codes).size !== codes.length;
        const duplicateMessages = Object.values(errors)
          .flat()
          .filter((message) => message.startsWith('Status with code '));
        expect(duplicateMessages.length > 0).toBe(hasDuplicate);
      }),
    );
  });

  it("report 'Label is required' exactly for the entries whose label is blank", () => {
    fc.assert(
      fc.property(statuses, (list) => {
        const { errors } = checkStatusList(list);
        list.forEach((entry, index) => {
          expect(errors[`statusList.${index}.label`] !== undefined).toBe(entry.label.trim() === '');
        });
      }),
    );
  });
});

/** Frames on whole days from a day offset, the way the editor stores them. */
function frameOn(code: string, firstDay: number, lastDay: number): TimeFrame {
  const day = (offset: number) => {
    const date = new Date(2025, 0, 1 + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  return { code, label: code, startDate: frameStartOf(day(firstDay)), endDate: frameEndOf(day(lastDay)) };
}

const dayRanges = fc
  .array(fc.tuple(fc.nat({ max: 400 }), fc.nat({ max: 60 })), { minLength: 1, maxLength: 6 })
  .map((ranges) => ranges.map(([start, length]) => [start, start + length] as const));

describe('time frame checks, for every set of frames', () => {
  it('report an overlap exactly when two frames other than Default share a day, in any order', () => {
    fc.assert(
      fc.property(dayRanges, fc.boolean(), (ranges, reversed) => {
        const frames = ranges.map(([first, last], index) => frameOn(`F${index}`, first, last));
        const sharing = ranges.some(([first, last], i) =>
          ranges.some(([otherFirst, otherLast], j) => i < j && first <= otherLast && otherFirst <= last),
        );
        const ordered = reversed ? [...frames].reverse() : frames;
        const overlaps = Object.values(checkTimeFrames(ordered).errors)
          .flat()
          .filter((message) => message.endsWith('overlap'));
        expect(overlaps.length > 0).toBe(sharing);
      }),
    );
  });

  it('never report the Default frame, with or without dates, as overlapping', () => {
    fc.assert(
      fc.property(
        dayRanges,
        fc.option(fc.tuple(fc.nat({ max: 400 }), fc.nat({ max: 60 }))),
        (ranges, dated) => {
          const defaultFrame = dated
            ? { ...frameOn('Default', dated[0], dated[0] + dated[1]) }
            : { code: 'default', label: 'Default', startDate: null, endDate: null };
          const frames = ranges.map(([first, last], index) => frameOn(`F${index}`, first, last));
          const without = Object.values(checkTimeFrames(frames).errors).flat();
          const withDefault = Object.values(checkTimeFrames([defaultFrame, ...frames]).errors).flat();
          expect(withDefault.filter((message) => /default/i.test(message))).toEqual([]);
          expect(withDefault).toHaveLength(without.length);
        },
      ),
    );
  });

  it("report 'Start date is after end date' exactly when the start is later than the end", () => {
    fc.assert(
      fc.property(fc.nat({ max: 400 }), fc.nat({ max: 400 }), (first, last) => {
        const frame = frameOn('F', first, last);
        const { errors } = checkTimeFrames([frame]);
        expect(errors['timeFrames.0.startDate'] !== undefined).toBe(first > last);
      }),
    );
  });
});
