import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { InProcessFakeWorld } from '../../../fake-server/src/in-process/in-process-world.ts';
import type { Sandbox } from '../../../fake-server/src/store/sandbox.ts';
import { PromotionRouter } from '../../../web/src/app/promotion-router.tsx';
import { AppProviders } from '../../../web/src/app/providers.tsx';
import { createQueryClient } from '../../../web/src/app/query-client.ts';
import { AppRouter } from '../../../web/src/app/router.tsx';
import { PROMOTION_PAGE } from '../../../web/src/config/paths.ts';
import { installNativeShell, type NativeCall, removeNativeShell } from './native-shell.ts';
import { watchForCoverage } from './screen-coverage.ts';
import { freshSandboxId, screenWorld } from './screen-world.ts';

export interface RenderRouteOptions {
  /** The fake-server sandbox (the app's `sessionId`); default a new one for this test. */
  sandbox?: string;
  /** A scenario preset for the sandbox before the screen loads (e.g. 'server-error'). */
  scenario?: string;
  /** Run inside the iOS shell (default; not for the promotion page) or as a plain browser page (false). */
  shell?: boolean;
  /**
   * A reload of the page on screen: the address, the history and sessionStorage stay as they are
   * (`path` is ignored); only the app starts again, with a fresh query cache. Unmount the last
   * render first (`cleanup()`).
   */
  reload?: boolean;
}

export interface RenderedRoute extends RenderResult {
  /** The fake world of this test file: change it mid-test (faults, clock, orders) or read it. */
  world: InProcessFakeWorld;
  sandboxId: string;
  /** This test's sandbox: its state, switches and request log. */
  sandbox: () => Sandbox;
  /** The bridge messages the screen sent to the shell, in order (empty without a shell). */
  nativeCalls: NativeCall[];
  /** The app's query cache of this render (its queries in flight, waiting to retry, …). */
  queryClient: QueryClient;
}

/** The path with the session in its query, as the shell opens the app (and the e2e openApp does). */
function withSession(path: string, sandboxId: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('sessionId', sandboxId);
  return `${url.pathname}${url.search.replaceAll('+', '%20')}${url.hash}`;
}

/**
 * Renders the app's router at `path` with the app's providers (a fresh query cache), talking
 * to the in-process fake world through MSW: the same operations, seed, validation, scenarios,
 * faults and clock as `npm run fake:server`, in a sandbox of this test's own.
 * A path on `/promotion.html` renders that entry's hash router instead (its pages, opened from
 * advertising links in a plain browser: no shell unless asked for).
 * @example const { world, nativeCalls } = renderRoute('/loanDetail?productId=P1&orderId=ORD170');
 * @example renderRoute('/promotion.html#/register?id=1')
 */
export function renderRoute(path: string, options: RenderRouteOptions = {}): RenderedRoute {
  const world = screenWorld();
  const sandboxId = options.sandbox ?? freshSandboxId();
  if (options.scenario !== undefined) world.setScenario(options.scenario, sandboxId);
  // The app's own router over happy-dom's history, not a memory router: the app reads the page
  // address and history itself (session params in api/session.ts, canGoBack in lib/history.ts).
  // The entry replaces the last test's page, and the router numbers it as the first (idx 0).
  if (options.reload !== true) {
    window.history.replaceState(null, '', withSession(path, sandboxId));
    sessionStorage.clear();
  }
  const promotion = window.location.pathname === PROMOTION_PAGE;
  let nativeCalls: NativeCall[] = [];
  if (options.shell === false || (promotion && options.shell === undefined)) removeNativeShell();
  else nativeCalls = installNativeShell();
  watchForCoverage(world, sandboxId, nativeCalls);
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders client={queryClient}>{promotion ? <PromotionRouter /> : <AppRouter />}</AppProviders>,
  );
  return { ...result, world, sandboxId, sandbox: () => world.sandbox(sandboxId), nativeCalls, queryClient };
}
