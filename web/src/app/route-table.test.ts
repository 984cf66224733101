import { describe, expect, it } from 'vitest';
import { routeModules } from '../../route-table.ts';
import { paths } from '../config/paths.ts';
import { routes } from './routes.tsx';
import source from './routes.tsx?raw';

describe('the route table as the build reads it (web/route-table.ts)', () => {
  it('has every route of the router, in order, each with its lazy screen module', () => {
    const read = routeModules(source, 'routes.tsx', paths);
    expect(read.map((route) => route.path)).toEqual(routes.map((route) => route.path));
    expect(read.find((route) => route.path === paths.order)?.specifier).toBe(
      '../features/order/order-route.tsx',
    );
    expect(read.find((route) => route.path === '*')?.specifier).toBe('./routes/not-found.tsx');
  });

  it('stops on an entry written another way, rather than dropping its preload', () => {
    const table = "const routes = [{ path: paths.error, Screen: lazy(() => import('./e.tsx')) }];";
    expect(() => routeModules(table, 'r.tsx', paths)).toThrow(/route 1 is not/);
  });
});
