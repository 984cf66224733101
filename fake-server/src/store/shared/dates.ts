const DAY_MS = 86_400_000;

/** A calendar date as the contract spells it: YYYY-MM-DD (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:MM:SS (UTC), the spec's long date format. */
export function isoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The date `days` after a YYYY-MM-DD date (negative for before). */
export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
