import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toastedMessage } from '../api/envelope.ts';
import { showToast } from '../ui/toast/toast-store.ts';
import { markEarlyQuery } from './early-query.ts';

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
  markEarlyQuery(client.getQueryCache().find({ queryKey, exact: true }));
}
