/** The built routes: each lazy route module of the build with the URL paths it serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeModules } from '../../web/src/app/route-modules.ts';
import { type Build, productionBuild } from './build.ts';
import { allRouteLoads, type Manifest, type RouteLoad } from './manifest.ts';
import { root } from './processes.ts';
import { moduleKey, routePaths } from './route-paths.ts';

export interface AppRoute extends RouteLoad {
  /** Short name: the chunk's name, e.g. `order-route`. */
  name: string;
  /** The route's lazy chunk alone. */
  chunkFile: string;
  /** URL paths it serves, from the entry's route table (`*` = the catch-all); empty when unknown. */
  paths: string[];
}

/**
 * The promotion entry's route table: its file, the paths object it names (exported by
 * web/src/config/paths.ts), and how its paths are written as addresses (hash routes of
 * promotion.html). The main entry's table is data (web/src/app/route-modules.ts).
 */
const ROUTE_TABLES = [
  {
    entry: 'promotion.html',
    file: 'web/src/app/promotion-router.tsx',
    table: 'promotionPaths',
    prefix: '/promotion.html#',
  },
] as const;
/** The folder the tables' imports are relative to (from Vite's root, web/). */
const ROUTE_TABLE_DIR = 'src/app';

/** Every screen of the build; URL paths come from the entries' route tables. */
export async function appRoutes(manifests: readonly Manifest[]): Promise<AppRoute[]> {
  const byModule = new Map<string, string[]>();
  for (const { path, module } of routeModules) {
    const key = moduleKey(module, ROUTE_TABLE_DIR);
    byModule.set(key, [...(byModule.get(key) ?? []), path]);
  }
  try {
    const config = (await import('../../web/src/config/paths.ts')) as unknown as Record<
      string,
      Record<string, string>
    >;
    for (const { file, table, prefix } of ROUTE_TABLES) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const [spec, served] of routePaths(source, config[table] ?? {}, table))
        byModule.set(
          moduleKey(spec, ROUTE_TABLE_DIR),
          served.map((path) => `${prefix}${path}`),
        );
    }
  } catch (error) {
    console.log(`    (route paths unknown: ${error instanceof Error ? error.message : error})`);
  }
  return manifests.flatMap((manifest) =>
    allRouteLoads(manifest)
      // Screens only: other lazy chunks of an entry (the service worker's registration) are not routes.
      .filter((load) => byModule.has(load.module) || load.module.startsWith('src/features/'))
      .map((load) => ({
        ...load,
        name: manifest[load.module]?.name ?? load.module,
        chunkFile: manifest[load.module]?.file ?? '',
        paths: byModule.get(load.module) ?? [],
      })),
  );
}

/** The order screen: the route serving `/loanDetail` (DESIGN §4). */
export function isOrderRoute(route: AppRoute): boolean {
  return route.paths.includes('/loanDetail') || route.paths.includes('/order');
}

/** The production build (this run's, built once) and the routes of both its entries. */
export async function builtAppRoutes(
  log: (line: string) => void,
): Promise<{ build: Build; routes: AppRoute[] }> {
  log('building the app (or reusing this run’s build)…');
  const build = await productionBuild();
  return { build, routes: await appRoutes(build.manifests) };
}
