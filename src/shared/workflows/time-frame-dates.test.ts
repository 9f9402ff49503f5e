import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, plainDateToString } from '../format/plain-date.ts';
import { frameDayOf, frameEndOf, frameStartOf } from './time-frame-dates.ts';

const days = fc
  .date({ min: new Date(1990, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true })
  .map((date) =>
    plainDateToString({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }),
  );

describe('time frame dates', () => {
  it("leaves a frame without a start or an end ('No start', 'No end')", () => {
    expect(frameStartOf('')).toBeNull();
    expect(frameEndOf('')).toBeNull();
    expect(frameEndOf('2025-02-30')).toBeNull();
    expect(frameDayOf(null)).toBe('');
  });

  it('ends a frame at 23:59:59 of its last day', () => {
    const end = new Date(frameEndOf('2025-03-31')!);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([31, 23, 59, 59]);
  });

  it('shows every picked day again as the same day, the start before the end of that day', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(frameDayOf(frameStartOf(day))).toBe(day);
        expect(frameDayOf(frameEndOf(day))).toBe(day);
        expect(Date.parse(frameStartOf(day)!)).toBeLessThan(Date.parse(frameEndOf(day)!));
      }),
    );
  });

  it("ends a day's frame before a frame of the next day starts, so consecutive frames never overlap", () => {
    fc.assert(
      fc.property(days, (day) => {
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const next = plainDateToString(addDays({ year, month, day: date }, 1));
        expect(Date.parse(frameEndOf(day)!)).toBeLessThan(Date.parse(frameStartOf(next)!));
      }),
    );
  });
});
