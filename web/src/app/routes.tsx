import { type ComponentType, lazy, useState } from 'react';
import { routeKey } from '../lib/route-key.ts';
import { routeModules } from './route-modules.ts';

/**
 * The router's routes, from the route table's data (route-modules.ts). Every screen is its own
 * chunk: a route module exports `Component`. Declarative routes with React.lazy keep
 * react-router's data-router code (≈16 KB gzip) out of the first route (DESIGN §9 budget).
 */
type ScreenModule = Promise<{ Component: ComponentType }>;
type ScreenLoader = () => ScreenModule;
const loaders = new Map<ComponentType, ScreenLoader>();
const screen = (load: ScreenLoader) => {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.Component;
      return module;
    });
  const Lazy = lazy(() => loadAndKeep().then((module) => ({ default: module.Component })));
  // A screen whose code has already arrived (preloadScreen) renders at once; only one still on its
  // way suspends and shows the splash. Without this the first screen always suspended once, and
  // React holds a screen that replaces a fallback back until 300 ms after the fallback appeared
  // (its FALLBACK_THROTTLE_MS), on every first load. Chosen once per mount, so a mounted screen
  // never changes component type (which would remount it).
  function Screen() {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  loaders.set(Screen, loadAndKeep);
  return Screen;
};

// Every screen module of the table, loaded on demand (each its own chunk); the promotion pages
// belong to promotion.html.
const screenModules = import.meta.glob<{ Component: ComponentType }>([
  '../features/*/*-route.tsx',
  '!../features/promotion/**',
  './routes/*.tsx',
]);

/** One Screen per module, so two paths of one screen (the order page) share it. */
const screens = new Map<string, ComponentType>();
function screenOf(module: string): ComponentType {
  const load = screenModules[module];
  if (load === undefined) throw new Error(`The route table names ${module}, which is not a screen module.`);
  const known = screens.get(module) ?? screen(load);
  screens.set(module, known);
  return known;
}

export const routes: { path: string; Screen: ComponentType }[] = routeModules.map(({ path, module }) => ({
  path,
  Screen: screenOf(module),
}));

/**
 * Starts loading the screen of this address now, while main.js still runs, instead of after
 * React's first render asks for it (no waterfall); the HTML has already preloaded its
 * files (web/route-preload.ts), so this mostly starts running them. React.lazy's own import later
 * gets the same module. Paths compare as the router does (routeKey). Settles once the screen's
 * code is here (or failed to come).
 */
export function preloadScreen(pathname: string): Promise<void> {
  const wanted = routeKey(pathname);
  // An address no route names gets the catch-all (the not-found screen), as in the router.
  const route =
    routes.find((candidate) => routeKey(candidate.path) === wanted) ??
    routes.find((candidate) => candidate.path === '*');
  // A failed download shows when the screen renders (the route's retry); nothing to do here.
  const load = route === undefined ? undefined : loaders.get(route.Screen);
  return load === undefined
    ? Promise.resolve()
    : load().then(
        () => undefined,
        () => undefined,
      );
}
