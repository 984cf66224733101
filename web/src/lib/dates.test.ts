import { describe, expect, it } from 'vitest';
import { type DateInput, formatDate, formatDateTime, toDate } from './dates';

// Expected strings are built from local-time Date parts so the tests pass in any time zone.
const moment = new Date(2024, 0, 5, 9, 3, 7);
const ms = moment.getTime();
const seconds = Math.floor(ms / 1000);

describe('formatDate', () => {
  it('formats a Date as zero-padded local YYYY-MM-DD', () => {
    expect(formatDate(moment)).toBe('2024-01-05');
    expect(formatDate(new Date(2023, 11, 31, 23, 59, 59))).toBe('2023-12-31');
  });

  it('reads numbers as milliseconds and ten-digit numbers as seconds', () => {
    expect(formatDate(ms)).toBe('2024-01-05');
    expect(formatDate(seconds)).toBe('2024-01-05');
    expect(formatDate(String(ms))).toBe('2024-01-05');
    expect(formatDate(String(seconds))).toBe('2024-01-05');
  });

  it('keeps the calendar date of zone-less date strings', () => {
    expect(formatDate('2024-01-05')).toBe('2024-01-05');
    expect(formatDate('2024/1/5')).toBe('2024-01-05');
    expect(formatDate('2024-01-05 23:59:59')).toBe('2024-01-05');
  });

  it.each<DateInput>([
    '',
    '   ',
    'not a date',
    '2023-02-30',
    '2024-13-01',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('returns an empty string for %s', (input) => {
    expect(formatDate(input)).toBe('');
  });

  it('returns an empty string for an invalid Date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats a Date as zero-padded local YYYY-MM-DD HH:MM:SS', () => {
    expect(formatDateTime(moment)).toBe('2024-01-05 09:03:07');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 0, 0))).toBe('2024-12-31 00:00:00');
  });

  it('treats seconds and milliseconds epochs as the same moment', () => {
    expect(formatDateTime(ms)).toBe('2024-01-05 09:03:07');
    expect(formatDateTime(seconds)).toBe('2024-01-05 09:03:07');
    expect(formatDateTime(` ${seconds} `)).toBe('2024-01-05 09:03:07');
  });

  it('reads zone-less date-time strings as local time', () => {
    expect(formatDateTime('2024-01-05 09:03:07')).toBe('2024-01-05 09:03:07');
    expect(formatDateTime('2024-01-05T09:03')).toBe('2024-01-05 09:03:00');
    expect(formatDateTime('2024-01-05')).toBe('2024-01-05 00:00:00');
  });

  it('honours an explicit zone in ISO strings', () => {
    const iso = '2024-01-05T01:03:07.000Z';
    expect(formatDateTime(iso)).toBe(formatDateTime(new Date(Date.UTC(2024, 0, 5, 1, 3, 7))));
  });

  it('rejects impossible times', () => {
    expect(formatDateTime('2024-01-05 24:00:00')).toBe('');
    expect(formatDateTime('2024-01-05 10:60:00')).toBe('');
  });

  it('treats a small number as milliseconds, not seconds', () => {
    expect(formatDateTime(0)).toBe(formatDateTime(new Date(0)));
  });
});

describe('toDate', () => {
  it('returns a copy so callers cannot mutate the input', () => {
    const result = toDate(moment);
    expect(result).not.toBe(moment);
    expect(result?.getTime()).toBe(ms);
  });

  it('returns null for invalid input', () => {
    expect(toDate('nope')).toBeNull();
  });
});
