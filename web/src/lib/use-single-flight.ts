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
 * guard until the page shows again from the back-forward cache.
 * @example const [run, busy] = useSingleFlight(); <button onClick={() => run(() => pay(channel))} aria-busy={busy}>
 */
export function useSingleFlight(): [run: (action: () => Promise<unknown>) => Promise<void>, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const release = useCallback(() => {
    running.current = false;
    setBusy(false);
  }, []);

  useEffect(() => {
    // Back from an http page the action opened: the restored page must be usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
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
        if (!left) release();
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
