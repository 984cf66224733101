/**
 * What each route loads first, read off Vite's build manifest (pure: unit-tested). A route is a
 * dynamic import of an HTML entry (React.lazy in web/src/app/routes.tsx), named by its source file,
 * so a new route shows up without touching the bench.
 */

/** One record of `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Files a page fetches, relative to the build's outDir. */
export interface Files {
  js: string[];
  css: string[];
}

export interface RouteLoad {
  /** The HTML entry the route belongs to, e.g. `index.html`. */
  entry: string;
  /** The route module's manifest key (its source file), e.g. `src/features/order/order-route.tsx`. */
  module: string;
  /** Everything loaded before the route renders: the entry with its static imports, then the route's. */
  initial: Files;
  /** What the route adds over its entry: its lazy chunk and the static imports the entry lacks. */
  own: Files;
}

/** Manifest keys of the HTML entries (`index.html`, later `promotion.html`). */
export function entries(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .sort();
}

/**
 * The chunk with its static imports, transitively, depth first (each key once, imports before the
 * chunk that needs them, as the browser evaluates them).
 */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The build manifest has no chunk ${current}.`);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(current);
  };
  visit(key);
  return order;
}

/** The JS and CSS files of a set of chunks, without repeats. */
export function filesOf(manifest: Manifest, keys: readonly string[]): Files {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** The route modules of an entry: its dynamic imports that are dynamic entries. */
export function routeModules(manifest: Manifest, entry: string): string[] {
  return (manifest[entry]?.dynamicImports ?? []).filter((key) => manifest[key]?.isDynamicEntry);
}

/** What one route loads first, and what it adds over its entry. */
export function routeLoad(manifest: Manifest, entry: string, module: string): RouteLoad {
  const base = staticClosure(manifest, entry);
  const route = staticClosure(manifest, module);
  const initialKeys = [...base, ...route.filter((key) => !base.includes(key))];
  const ownKeys = route.filter((key) => !base.includes(key));
  const baseFiles = filesOf(manifest, base);
  const ownFiles = filesOf(manifest, ownKeys);
  // CSS the entry already brings counts once; a shared chunk's CSS the route pulls in is its own.
  return {
    entry,
    module,
    initial: filesOf(manifest, initialKeys),
    own: { js: ownFiles.js, css: ownFiles.css.filter((file) => !baseFiles.css.includes(file)) },
  };
}

/** Every route of every entry. */
export function allRouteLoads(manifest: Manifest): RouteLoad[] {
  return entries(manifest).flatMap((entry) =>
    routeModules(manifest, entry).map((module) => routeLoad(manifest, entry, module)),
  );
}
