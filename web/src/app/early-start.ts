// The page's inline script (no waterfall on the first screen), bundled by web/route-preload.ts into the
// head of index.html, where it runs before main.js (a module script waits for the page to be
// parsed): it sends the screen's first API call and preloads the current route's chunks while
// main.js downloads. In `npm run dev` the dev server loads it as a module before main.tsx (dev
// serves no chunks, so only the call).
import { startEarlyCall } from '../api/early-call.ts';
import { preloadRouteChunks, type RouteChunks } from './route-chunks.ts';

/** The route chunks of this build, defined by web/route-preload.ts; absent in dev. */
declare const __ROUTE_CHUNKS__: RouteChunks | undefined;

// The call first: on HTTP/1.1 it then has a connection before the route's files queue for theirs.
startEarlyCall();
if (typeof __ROUTE_CHUNKS__ !== 'undefined') preloadRouteChunks(__ROUTE_CHUNKS__, window.location.pathname);
