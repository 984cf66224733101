import type { Query } from '@tanstack/react-query';

// Which query holds the page's early answer (early-answer.ts sets it), for the query client's
// refetchOnMount. A module of its own, with no imports: the query client is in every entry's first
// chunk, and importing early-answer.ts there pulled the envelope and toast modules into the
// promotion entry's graph, after which the build split React into a chunk of its own (one more
// request on every promotion page).

/**
 * How long the early answer counts as fresh for the screen that mounts to show it: the app's
 * queries are stale at once (staleTime 0), and a stale answer would be asked again on mount.
 */
export const EARLY_ANSWER_FRESH_MS = 10_000;

let earlyQuery: Query | undefined;

/** The query the early answer was put in (undefined: none). */
export function markEarlyQuery(query: Query | undefined): void {
  earlyQuery = query;
}

/**
 * Whether the query's data is still the early answer that just arrived (the query client's
 * `refetchOnMount` asks): then the screen that mounts to show it does not ask again. Once the query
 * was refetched or invalidated (a resume), or the answer is older than EARLY_ANSWER_FRESH_MS, the
 * app's usual rules apply.
 */
export function isFreshEarlyAnswer(query: Query, now: number = Date.now()): boolean {
  return (
    query === earlyQuery &&
    query.state.dataUpdateCount === 1 &&
    !query.state.isInvalidated &&
    now - query.state.dataUpdatedAt < EARLY_ANSWER_FRESH_MS
  );
}
