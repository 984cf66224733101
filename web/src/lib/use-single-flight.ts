import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time: a call while one is running does nothing (a double tap on
 * "Payment" pays once). `busy` is for the view; the guard itself is a ref, because two taps in one
 * frame both see the state of the render before them.
 * @example const [run, busy] = useSingleFlight(); <button onClick={() => run(() => pay(channel))} aria-busy={busy}>
 */
export function useSingleFlight(): [run: (action: () => Promise<void>) => Promise<void>, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [run, busy];
}
