import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  readonly remaining: number;
  readonly running: boolean;
  /** Starts (or restarts) the countdown from the full length. */
  readonly start: () => void;
}

/**
 * A countdown of whole seconds that ticks each second (spec: the SMS code buttons wait 60 s). It
 * reads the clock on every tick rather than counting ticks, so a web view paused in the
 * background still ends on time.
 *
 * @example const resend = useCountdown(60); … resend.start(); … disabled={resend.running}
 */
export function useCountdown(seconds: number): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
