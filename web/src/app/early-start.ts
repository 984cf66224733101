// The page's inline script, bundled by web/route-preload.ts into the head of index.html, where it
// runs before main.js (a module script waits for the page to be parsed): it sends the screen's
// first API call (declared in the screen's feature folder, app/first-calls.ts) and preloads the
// current route's chunks while main.js downloads; the app puts the answer in its query cache
// (app/early-answer.ts). In this bundle the generated request functions send with fetch
// (api/early-request.ts), not axios. In `npm run dev` the dev server loads this module before
// main.tsx (there with the app's own client; dev serves no chunks, so only the call).
import type { EarlyCall } from './early-answer.ts';
import { firstCallAt } from './first-calls.ts';
import { preloadRouteChunks, type RouteChunks } from './route-chunks.ts';

/** The route chunks of this build, defined by web/route-preload.ts; absent in dev. */
declare const __ROUTE_CHUNKS__: RouteChunks | undefined;

/** Sends the screen's first call now, if it has one, and leaves it for the app. */
function startEarlyCall(): void {
  const call = firstCallAt(window.location);
  if (call === undefined) return;
  const early: EarlyCall = {
    queryKey: call.queryKey,
    answer: call.send(),
    serverMessage: call.request.serverMessage ?? 'toast',
  };
  // Handled here too: a failure before main.js takes the answer is not an unhandled rejection.
  early.answer.catch(() => undefined);
  window.__earlyCall = early;
}

// The call first: on HTTP/1.1 it then has a connection before the route's files queue for theirs.
startEarlyCall();
if (typeof __ROUTE_CHUNKS__ !== 'undefined') preloadRouteChunks(__ROUTE_CHUNKS__, window.location.pathname);
