// The one range of dates a fake world holds. Every date of a sandbox (its clock, due dates,
// imported and stored values, what the lifecycle computes) lies inside it, so every date the
// server formats is one `Date` can format: a clock advanced past year 275760, or an imported
// 'not-a-date', once made every call of its sandbox answer 500, for good.
import { isoDate } from './dates.ts';

const DAY_MS = 86_400_000;

/** The first day a world's dates may name: before anything this project ever seeded or exported. */
export const FIRST_WORLD_DAY = '2000-01-01';
/**
 * The last day a world's dates may name: far past any clock (below), well inside the years
 * `toISOString` writes as four digits, so a due date a term past it still formats and compares.
 */
export const LAST_WORLD_DAY = '2199-12-31';
/**
 * How far past the seed day the clock may go. A loan runs 91–365 days (spec §9); ten years walk
 * any order through its whole life, dozens of extensions and every penalty rate, many times over.
 */
export const CLOCK_YEARS = 10;

export const FIRST_WORLD_MS = Date.parse(`${FIRST_WORLD_DAY}T00:00:00Z`);
export const LAST_WORLD_MS = Date.parse(`${LAST_WORLD_DAY}T23:59:59.999Z`);

/** What a date field holds, for messages. */
export const WORLD_RANGE_TEXT = `from ${FIRST_WORLD_DAY} to ${LAST_WORLD_DAY}`;

/** The last day the clock may show: the seed day CLOCK_YEARS on (YYYY-MM-DD). */
export function latestClockDay(seedDay: Date): string {
  const latest = new Date(seedDay.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + CLOCK_YEARS);
  return isoDate(latest);
}

/** The latest instant the clock may show: the end of its last day. */
export function latestClockMs(seedDay: Date): number {
  return Date.parse(`${latestClockDay(seedDay)}T00:00:00Z`) + DAY_MS - 1;
}

/**
 * The largest clock offset worth keeping, either way: the whole clock range and a day to spare.
 * Any stored offset is first held to it, so `server now + offset` is always a date.
 */
export const MAX_CLOCK_OFFSET_MS = (CLOCK_YEARS * 366 + 1) * DAY_MS;

/** Whether an instant (ms) lies in the world's range. */
export function inWorldRange(ms: number): boolean {
  return ms >= FIRST_WORLD_MS && ms <= LAST_WORLD_MS;
}

/** Whether a YYYY-MM-DD day lies in the world's range (the text compares as the date does). */
export function dayInWorldRange(day: string): boolean {
  return day >= FIRST_WORLD_DAY && day <= LAST_WORLD_DAY;
}
