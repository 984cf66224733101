/** The built routes: each lazy route module of the build with the URL paths it serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allRouteLoads, type Manifest, type RouteLoad } from './manifest.ts';
import { root } from './processes.ts';
import { moduleKey, routePaths } from './route-paths.ts';

export interface AppRoute extends RouteLoad {
  /** Short name: the chunk's name, e.g. `order-route`. */
  name: string;
  /** URL paths it serves, from web/src/app/routes.tsx (`*` = the catch-all); empty when unknown. */
  paths: string[];
}

/** The route table's file and the folder its imports are relative to (from Vite's root, web/). */
const ROUTE_TABLE = 'web/src/app/routes.tsx';
const ROUTE_TABLE_DIR = 'src/app';

/** Every route of the build; URL paths come from the main entry's route table. */
export async function appRoutes(manifest: Manifest): Promise<AppRoute[]> {
  const byModule = new Map<string, string[]>();
  try {
    const { paths } = (await import('../../web/src/config/paths.ts')) as { paths: Record<string, string> };
    const source = readFileSync(join(root, ROUTE_TABLE), 'utf8');
    for (const [spec, served] of routePaths(source, paths))
      byModule.set(moduleKey(spec, ROUTE_TABLE_DIR), served);
  } catch (error) {
    console.log(`    (route paths unknown: ${error instanceof Error ? error.message : error})`);
  }
  return allRouteLoads(manifest).map((load) => ({
    ...load,
    name: manifest[load.module]?.name ?? load.module,
    paths: load.entry === 'index.html' ? (byModule.get(load.module) ?? []) : [],
  }));
}

/** The order screen: the route serving `/loanDetail` (DESIGN §4). */
export function isOrderRoute(route: AppRoute): boolean {
  return route.paths.includes('/loanDetail') || route.paths.includes('/order');
}
