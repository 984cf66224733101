import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { toastedMessage } from '../api/envelope.ts';
import { showToast } from '../ui/toast/toast-store.ts';

// The page's early first call (app/early-start.ts) handed to the app at the query cache: its answer
// goes into TanStack Query's cache under the screen's generated key before the screen mounts, so
// the screen's query finds it there (or joins it while it is on its way) and sends nothing.

/** What the page's early script leaves for the app: the call's key and its answer (the body). */
export interface EarlyCall {
  queryKey: QueryKey;
  /** The answer's body; rejects on an HTTP or network failure (early-request.ts). */
  answer: Promise<unknown>;
  /** Who shows a non-success message: the screen, or the app as a toast (as its client does). */
  serverMessage: 'toast' | 'screen';
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
 * Puts the page's early answer in the cache under its key, once, before the first render, as the
 * query's first try: a non-success message is toasted as the shared client would, and a failed
 * early call is a failed first try, so the query's one retry (the screen's own call, its queryFn
 * once it has mounted) follows, as when the screen's first try fails without an early call.
 */
export function adoptEarlyAnswer(client: QueryClient): void {
  const call = window.__earlyCall;
  window.__earlyCall = undefined;
  if (call === undefined) return;
  const { queryKey, answer, serverMessage } = call;
  const shown = answer.then((body) => {
    const message = toastedMessage(body, serverMessage);
    if (message) showToast(message);
    return body;
  });
  void client.prefetchQuery({ queryKey, queryFn: () => shown });
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
