import { type ComponentType, use } from 'react';

// A screen whose code is still downloading when the app navigates to it: the router renders the
// next page in a transition, so React keeps the last page on screen (and tappable) until the
// code arrives, as on a weak network or a first visit to the page. A journey file wraps a route
// module with `slowScreenModule` in a `vi.mock` and arms it with `slowNextScreen()`.

/** How long the armed screen's code takes to arrive. */
export const SLOW_SCREEN_MS = 200;

/** A promise React reads as already fulfilled: use() returns at once, every render calls use(). */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

let armed = false;
let always = false;
/** With `always`, the history entries whose page already waited (a page waits once per visit). */
const waited = new Set<unknown>();
let arriving: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The next mount of a wrapped screen waits SLOW_SCREEN_MS for its code. */
export function slowNextScreen(): void {
  armed = true;
}

/** Every mount of a wrapped screen waits for its code (a weak network all along), until reset. */
export function slowEveryScreen(): void {
  always = true;
}

/** Whether a wrapped screen's code is still on its way (the journey is not settled). */
export function slowScreenPending(): boolean {
  return arriving !== undefined;
}

/** Forgets an armed or arriving screen (between journeys). */
export function resetSlowScreens(): void {
  armed = false;
  always = false;
  waited.clear();
  arriving = undefined;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * The route module with its screen wrapped: it suspends while an armed download runs.
 * @example vi.mock('../../web/src/features/repay/repayment-code-route.tsx', async (original) => slowScreenModule(await original()));
 */
export function slowScreenModule<T extends { Component: ComponentType }>(module: T): T {
  const Real = module.Component;
  function SlowScreen() {
    // React Router keeps each history entry's key in history.state.
    const entry: unknown = (window.history.state as { key?: unknown } | null)?.key;
    const slowVisit = always && !waited.has(entry);
    if ((armed || slowVisit) && arriving === undefined) {
      armed = false;
      waited.add(entry);
      arriving = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          arriving = undefined;
          timer = undefined;
          resolve();
        }, SLOW_SCREEN_MS);
      });
    }
    use(arriving ?? READY);
    return <Real />;
  }
  return { ...module, Component: SlowScreen };
}
