// "2 min ago": how long since a sandbox was last used, as the sandbox list says it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an ISO time was, to the grain the list needs; 'never called' without one.
 * @example sinceText('2026-01-01T10:00:00Z', Date.parse('2026-01-01T10:02:30Z')) // '2 min ago'
 */
export function sinceText(at: string | null, now: number): string {
  if (at === null) return 'never called';
  const elapsed = Math.max(0, now - Date.parse(at));
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
