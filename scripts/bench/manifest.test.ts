import { describe, expect, it } from 'vitest';
import { allRouteLoads, entries, type Manifest, routeLoad, routeModules, staticClosure } from './manifest.ts';

/** A small build: an entry, two lazy routes sharing a chunk, one route with a static import of its own. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/order/order-route.tsx', 'src/app/routes/not-found.tsx', '_lazy-lib.js'],
    css: ['assets/main.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/main.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_shared.js'] },
  '_lazy-lib.js': { file: 'assets/lazy-lib.js' },
  'src/features/order/order-route.tsx': {
    file: 'assets/order-route.js',
    src: 'src/features/order/order-route.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_dialog.js', '_shared.js'],
    css: ['assets/order-route.css'],
  },
  'src/app/routes/not-found.tsx': {
    file: 'assets/not-found.js',
    src: 'src/app/routes/not-found.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('route initial chunks from the manifest', () => {
  it('finds the HTML entries and their route modules (dynamic entries only)', () => {
    expect(entries(manifest)).toEqual(['index.html']);
    expect(routeModules(manifest, 'index.html')).toEqual([
      'src/features/order/order-route.tsx',
      'src/app/routes/not-found.tsx',
    ]);
  });

  it('walks static imports transitively, each once, imports first', () => {
    expect(staticClosure(manifest, 'src/features/order/order-route.tsx')).toEqual([
      '_vendor.js',
      'index.html',
      '_shared.js',
      '_dialog.js',
      'src/features/order/order-route.tsx',
    ]);
  });

  it('loads the entry, its imports, the route chunk and its imports first', () => {
    const order = routeLoad(manifest, 'index.html', 'src/features/order/order-route.tsx');
    expect(order.initial.js).toEqual([
      'assets/vendor.js',
      'assets/main.js',
      'assets/shared.js',
      'assets/dialog.js',
      'assets/order-route.js',
    ]);
    expect(order.initial.css).toEqual(['assets/main.css', 'assets/shared.css', 'assets/order-route.css']);
  });

  it('counts as the route’s own what the entry does not already load', () => {
    const order = routeLoad(manifest, 'index.html', 'src/features/order/order-route.tsx');
    expect(order.own).toEqual({
      js: ['assets/shared.js', 'assets/dialog.js', 'assets/order-route.js'],
      css: ['assets/shared.css', 'assets/order-route.css'],
    });
    const notFound = routeLoad(manifest, 'index.html', 'src/app/routes/not-found.tsx');
    expect(notFound.own).toEqual({ js: ['assets/not-found.js'], css: [] });
  });

  it('leaves lazily loaded libraries out of every route’s first load', () => {
    const loads = allRouteLoads(manifest);
    expect(loads.map((l) => l.module)).toEqual([
      'src/features/order/order-route.tsx',
      'src/app/routes/not-found.tsx',
    ]);
    expect(loads.flatMap((l) => l.initial.js)).not.toContain('assets/lazy-lib.js');
  });

  it('says which chunk is missing when the manifest is inconsistent', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['gone'] } }, 'a')).toThrow(/no chunk gone/);
  });
});
