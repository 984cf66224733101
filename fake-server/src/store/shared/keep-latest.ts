/**
 * Drops the oldest entries beyond `limit`: records a sandbox appends on every call (tracked visits,
 * burial points, ratings) stay bounded, so neither its memory nor the cost of saving it grows
 * with use.
 */
export function keepLatest<T>(list: T[], limit: number): void {
  if (list.length > limit) list.splice(0, list.length - limit);
}
