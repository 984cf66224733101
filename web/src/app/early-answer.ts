import type { Query, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
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
 * The screen's own call for the query, once its screen mounts. Only a retry that started before
 * any screen showed the query comes here: a screen's observer sets its own queryFn on the query as
 * it is made, and a later retry asks with that.
 */
function screenCall(client: QueryClient, query: Query, context: QueryFunctionContext): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'observerAdded' || event.query !== query) return;
      stop();
      const { queryFn } = event.observer.options;
      if (typeof queryFn === 'function') resolve(queryFn(context));
      else reject(new Error(`No screen asks for ${JSON.stringify(query.queryKey)}`));
    });
  });
}

/**
 * Puts the page's early answer in the cache under its key, once, before the first render, as the
 * query's first try: a non-success message is toasted as the shared client would. A failed early
 * call is a failed first try, so the query's one retry is the screen's own call, whenever the
 * screen mounts: before the failure, after it, or after the retry's delay (then the retry waits for
 * the screen instead of repeating the early call's failure, which left the mounting screen an
 * errored query to ask twice more).
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
  let tries = 0;
  void client.prefetchQuery({
    queryKey,
    queryFn: (context) => {
      tries += 1;
      if (tries === 1) return shown;
      const query = client.getQueryCache().find({ queryKey, exact: true });
      return query === undefined ? shown : screenCall(client, query, context);
    },
  });
  markEarlyQuery(client.getQueryCache().find({ queryKey, exact: true }));
}
