/**
 * A count with its noun as a borrower reads it, in the singular for one: '1 day', '20 days'.
 * Shared by the app and the fake server, so no screen says '20 day(s)'. Nouns whose plural is not
 * the singular plus 's' pass it.
 * @example countOf(1, 'day') // '1 day'
 * @example countOf(20, 'day') // '20 days'
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
