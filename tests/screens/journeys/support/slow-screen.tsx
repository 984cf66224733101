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
let arriving: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The next mount of a wrapped screen waits SLOW_SCREEN_MS for its code. */
export function slowNextScreen(): void {
  armed = true;
}

/** Whether a wrapped screen's code is still on its way (the journey is not settled). */
export function slowScreenPending(): boolean {
  return arriving !== undefined;
}

/** Forgets an armed or arriving screen (between journeys). */
export function resetSlowScreens(): void {
  armed = false;
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
    if (armed && arriving === undefined) {
      armed = false;
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
