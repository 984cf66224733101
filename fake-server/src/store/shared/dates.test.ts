import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoDate } from './dates.ts';

describe('isoDate', () => {
  it('spells the UTC calendar date as toISOString does, across days, months, years and leap days', () => {
    const start = Date.UTC(1999, 11, 25);
    for (let day = 0; day < 3 * 366; day += 1) {
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000);
      expect(isoDate(date)).toBe(date.toISOString().slice(0, 10));
    }
    expect(isoDate(new Date(Date.UTC(2028, 1, 29, 23, 59, 59)))).toBe('2028-02-29');
    expect(isoDate(new Date(Date.UTC(12, 0, 1)))).toBe(
      new Date(Date.UTC(12, 0, 1)).toISOString().slice(0, 10),
    );
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('addDays and daysBetween agree with it', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysBetween('2026-11-26', addDays('2026-11-26', -30))).toBe(-30);
  });
});
