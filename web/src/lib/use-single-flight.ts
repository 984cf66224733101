import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR } from '../ui/messages.ts';
import { showToast } from '../ui/toast/toast-store.ts';

/**
 * What an action answers when it took the borrower to another page: the guard stays held, because
 * the page stays on screen (and tappable) while the next one loads, and a second tap then would
 * pay twice.
 */
export const LEFT_PAGE = Symbol('left the page');

/**
 * Runs one async action at a time: a call while one is running does nothing (a double tap on
 * "Payment" pays once). `busy` is for the view; the guard itself is a ref, because two taps in one
 * frame both see the state of the render before them. An action that answers LEFT_PAGE keeps the
 * guard while the next page loads, and gives it back when this page shows again: from the
 * back-forward cache, or by a step back (or forward) in the history before the next page appeared
 * (its code still on its way), which leaves this page on screen as it was.
 * @example const [run, busy] = useSingleFlight(); <button onClick={() => run(() => pay(channel))} aria-busy={busy}>
 */
export function useSingleFlight(): [run: (action: () => Promise<unknown>) => Promise<void>, busy: boolean] {
  const running = useRef(false);
  const leaving = useRef(false);
  const [busy, setBusy] = useState(false);

  const release = useCallback(() => {
    running.current = false;
    leaving.current = false;
    setBusy(false);
  }, []);

  useEffect(() => {
    // Back from an http page the action opened: the restored page must be usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    // Back before the app's next page appeared: the router stays on this page, still mounted.
    const onPop = () => {
      if (leaving.current) release();
    };
    window.addEventListener('pageshow', onShow);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('pageshow', onShow);
      window.removeEventListener('popstate', onPop);
    };
  }, [release]);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      let left = false;
      try {
        left = (await action()) === LEFT_PAGE;
      } finally {
        if (left) leaving.current = true;
        else release();
      }
    },
    [release],
  );
  return [run, busy];
}

/**
 * `useSingleFlight` for actions that call the server: an action that throws (no answer at all:
 * network down, time-out) shows `noAnswer` and leaves the page as it was. Answers the server did
 * give, refusals included, are the action's to handle (the shared client toasts their message).
 * @example const [run, sending] = useGuardedFlight(); <button onClick={() => run(() => send(draft))}>
 */
export function useGuardedFlight(
  noAnswer: string = NETWORK_ERROR,
): [run: (action: () => Promise<unknown>) => Promise<void>, busy: boolean] {
  const [run, busy] = useSingleFlight();
  const guarded = useCallback(
    (action: () => Promise<unknown>) =>
      run(async () => {
        try {
          return await action();
        } catch {
          showToast(noAnswer);
          return undefined;
        }
      }),
    [run, noAnswer],
  );
  return [guarded, busy];
}
