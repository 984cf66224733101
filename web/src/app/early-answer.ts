import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

// The page's early first call (app/early-start.ts) handed to the app at the query cache: its answer
// goes into TanStack Query's cache under the screen's generated key before the screen mounts, so
// the screen's query finds it there (or joins it while it is on its way) and sends nothing.

/** What the page's early script leaves for the app: the call's key and its answer (the body). */
export interface EarlyCall {
  queryKey: QueryKey;
  /** The answer's body; rejects on whatever the screen's own call must redo (early-request.ts). */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    /** The early call until the app takes it (adoptEarlyAnswer). */
    __earlyCall?: EarlyCall;
  }
}

/**
 * How long the early answer counts as fresh for the screen that mounts to show it: the app's
 * queries are stale at once (staleTime 0), and a stale answer would be asked again on mount.
 */
export const EARLY_ANSWER_FRESH_MS = 10_000;

let earlyQuery: Query | undefined;

/**
 * Puts the page's early answer in the cache under its key, once, before the first render. A failed
 * early call leaves no trace: the query starts over (resetQueries), so the screen sends its own
 * call and shows a failure exactly as it does without an early call.
 */
export function adoptEarlyAnswer(client: QueryClient): void {
  const call = window.__earlyCall;
  window.__earlyCall = undefined;
  if (call === undefined) return;
  const { queryKey, answer } = call;
  client
    .fetchQuery({ queryKey, queryFn: () => answer, retry: false })
    .catch(() => client.resetQueries({ queryKey, exact: true }));
  earlyQuery = client.getQueryCache().find({ queryKey, exact: true });
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
