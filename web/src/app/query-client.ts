import { hashKey, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';

/** How long the first call's answer counts as fresh, so the screen that mounts takes it instead of asking again. */
export const FIRST_CALL_FRESH_MS = 10_000;

// The queries app/early-data.ts asked for before the screen mounted. Kept by hash here, not in the
// query's `meta`: the screen's own options replace the query's when it mounts.
const firstCalls = new Set<string>();

/** Marks a query as the screen's first call, asked before the screen mounted. */
export function markFirstCall(queryKey: QueryKey): void {
  firstCalls.add(hashKey(queryKey));
}

/**
 * Every answer is stale at once (screens refetch when they mount and on resume), except the first
 * call's answer until the screen has it: it was fetched for that very mount.
 */
export function staleTimeOf(query: Query): number {
  const handover = firstCalls.has(query.queryHash) && query.state.dataUpdateCount === 1;
  return handover && Date.now() - query.state.dataUpdatedAt < FIRST_CALL_FRESH_MS ? FIRST_CALL_FRESH_MS : 0;
}

/**
 * The one query cache of the app. Envelope errors resolve (the client toasts them), so a thrown
 * error is a network or HTTP failure: retry once, then let the screen offer a retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: staleTimeOf, refetchOnWindowFocus: true },
    mutations: { retry: 0 },
  },
});
