import { describe, expect, it } from 'vitest';
import { QA_PART, restoreSandbox, sandboxParts } from '../persistence/saved-sandbox.ts';
import { testWorld } from '../test-support/test-kit.ts';
import { parseClockDate, parseDuration, sandboxNow } from './clock.ts';

describe('parseDuration', () => {
  it.each([
    ['3d', 3 * 86_400_000],
    ['+12h', 12 * 3_600_000],
    ['30m', 30 * 60_000],
    ['1d12h', 36 * 3_600_000],
    ['2d3h4m', (2 * 24 + 3) * 3_600_000 + 4 * 60_000],
  ])('%s → %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '0d', '-1d', '3', 'd', '1h2d', '3 days', '1.5d'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
});

describe('parseClockDate', () => {
  it('reads a day as midnight UTC and a date-time without a zone as UTC', () => {
    expect(parseClockDate('2026-12-01')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(parseClockDate('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(parseClockDate('2026-12-01T09:30:00+08:00')?.toISOString()).toBe('2026-12-01T01:30:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '2026-12-01T25:00', 'tomorrow', '12/01/2026', ''])(
    'refuses %j',
    (text) => {
      expect(parseClockDate(text)).toBeUndefined();
    },
  );
});

describe('sandboxNow', () => {
  it('adds the offset, and never shows a day before the seed day', () => {
    const seedDay = new Date('2026-03-10T00:00:00Z');
    const real = new Date('2026-03-12T09:00:00Z');
    expect(sandboxNow(real, 3_600_000, seedDay).toISOString()).toBe('2026-03-12T10:00:00.000Z');
    // A backward offset saved on an earlier day, read after a restart on a later one.
    expect(sandboxNow(real, -5 * 86_400_000, seedDay)).toEqual(seedDay);
  });
});

describe('the saved clock', () => {
  const refDate = new Date('2026-03-10T00:00:00Z');
  const seedParts = sandboxParts({
    id: 'default',
    state: testWorld(),
    scenario: null,
    faults: [],
    clockOffsetMs: 0,
    log: [],
    nextLogId: 1,
  });

  it("is kept in the '#qa' part with the QA switches", () => {
    const saved = new Map([[QA_PART, JSON.stringify({ scenario: null, faults: [], clockOffsetMs: 42 })]]);
    expect(restoreSandbox('qa', saved, seedParts, 1, refDate).clockOffsetMs).toBe(42);
  });

  it("reads a '#qa' part saved before the clock existed as real time", () => {
    const saved = new Map([
      [QA_PART, JSON.stringify({ scenario: { name: 'wrong-code', delayMs: null }, faults: [] })],
    ]);
    const sandbox = restoreSandbox('qa', saved, seedParts, 1, refDate);
    expect(sandbox).toMatchObject({ clockOffsetMs: 0, scenario: { name: 'wrong-code' } });
  });
});
