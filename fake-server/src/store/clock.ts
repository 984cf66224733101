// The virtual clock of a sandbox: its `now` is the server's clock plus an offset QA moves with
// POST /__fake/clock, so a test can reach a due date or an overdue day without waiting for it.
// Only `now` lives here; the statuses follow it through the order lifecycle (lifecycle/).
import { isoDate } from './shared/dates.ts';
import { latestClockDay, latestClockMs, MAX_CLOCK_OFFSET_MS } from './shared/world-range.ts';

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** What `advance` accepts, for messages. */
export const DURATION_FORMS =
  "a duration like '3d', '12h', '30m' or '1d12h' (days, hours, minutes; '+' allowed)";
/** What `set` accepts, for messages. */
export const DATE_FORMS =
  "a date 'YYYY-MM-DD' (midnight UTC) or a date-time 'YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]' (UTC when no zone)";

/**
 * Milliseconds of a duration, or undefined when it is not one (or is zero).
 * @example parseDuration('1d12h') // 129_600_000
 */
export function parseDuration(text: string): number | undefined {
  const match = /^\+?(?:(\d{1,5})d)?(?:(\d{1,6})h)?(?:(\d{1,8})m)?$/.exec(text.trim());
  if (match === null) return undefined;
  const [, days = '0', hours = '0', minutes = '0'] = match;
  const ms = Number(days) * UNIT_MS.d + Number(hours) * UNIT_MS.h + Number(minutes) * UNIT_MS.m;
  return ms > 0 ? ms : undefined;
}

/**
 * The instant a `set` names, or undefined when it is not a date QA can mean.
 * @example parseClockDate('2026-12-01') // 2026-12-01T00:00:00.000Z
 */
export function parseClockDate(text: string): Date | undefined {
  const trimmed = text.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(trimmed);
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(trimmed);
  if (!date && !dateTime) return undefined;
  // Without a zone, Date.parse would read a date-time as local time: the world's days are UTC.
  const zoned = date || /(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`;
  const ms = Date.parse(date ? `${trimmed}T00:00:00Z` : zoned);
  // Date.parse may roll 2026-02-30 over to March; a day that is not on the calendar is refused.
  const day = trimmed.slice(0, 10);
  const onCalendar = isoDate(new Date(Date.parse(`${day}T00:00:00Z`) || 0)) === day;
  return Number.isNaN(ms) || !onCalendar ? undefined : new Date(ms);
}

/** The latest instant of the last seed day asked, kept: `sandboxNow` runs on every call. */
let latestOf = { seedDayMs: Number.NaN, latestMs: 0 };

/**
 * A sandbox's now: the server's clock plus its offset, within the clock's range: never before the
 * seed day, never past CLOCK_YEARS after it (store/shared/world-range.ts). The floor matters after
 * a restart on a later day with a backward offset (the world is re-seeded from the new day, and
 * the clock may not show a day before it); the ceiling after real days passed a clock set to its
 * latest day, and for an offset stored before the range existed (it was 8.64e15 ms: no date at all).
 */
export function sandboxNow(serverNow: Date, offsetMs: number, seedDay: Date): Date {
  if (latestOf.seedDayMs !== seedDay.getTime())
    latestOf = { seedDayMs: seedDay.getTime(), latestMs: latestClockMs(seedDay) };
  const offset = Number.isFinite(offsetMs)
    ? Math.min(Math.max(offsetMs, -MAX_CLOCK_OFFSET_MS), MAX_CLOCK_OFFSET_MS)
    : 0;
  const ms = Math.max(serverNow.getTime() + offset, seedDay.getTime());
  return new Date(Math.min(ms, latestOf.latestMs));
}

/** What GET and POST /__fake/clock answer. */
export interface ClockView {
  sandboxId: string;
  now: string;
  offsetMs: number;
  seedDay: string;
  /** The last day the clock may show (CLOCK_YEARS after the seed day). */
  latestDay: string;
}

export function clockView(sandboxId: string, now: Date, offsetMs: number, seedDay: Date): ClockView {
  return {
    sandboxId,
    now: now.toISOString(),
    offsetMs,
    seedDay: isoDate(seedDay),
    latestDay: latestClockDay(seedDay),
  };
}
