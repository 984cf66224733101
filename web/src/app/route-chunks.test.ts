import { basename, join } from 'node:path';
import type { Manifest } from 'vite';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeChunks } from '../../route-preload.ts';
import { preloadRouteChunks, type RouteChunks } from './route-chunks.ts';
import { routeModules } from './route-modules.ts';

const CHUNKS: RouteChunks = {
  dir: '/assets/',
  files: ['order-route-a.js', 'request-b.js', 'order-route-c.css', 'not-found-d.js'],
  routes: { '/loandetail': [0, 1, 2], '*': [3] },
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloadRouteChunks', () => {
  it('preloads the route’s JS as modules and its CSS as styles, with crossorigin like Vite’s links', () => {
    preloadRouteChunks(CHUNKS, '/LoanDetail/');
    expect(links()).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/order-route-a.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/request-b.js', crossorigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/order-route-c.css', crossorigin: '' },
    ]);
  });

  it('preloads the catch-all’s files for an address no route names', () => {
    preloadRouteChunks(CHUNKS, '/no-such-page');
    expect(links().map((link) => link.href)).toEqual(['/assets/not-found-d.js']);
  });
});

describe('routeChunks (web/route-preload.ts): each route’s files, from Vite’s build manifest', () => {
  // Every route module of the table, each a chunk of its own; the order screen's imports one chunk
  // the entry loads already (react) and one it does not (the API client), which has CSS.
  const manifest: Manifest = {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    '_request.js': { file: 'assets/request-3.js', imports: ['_react.js'], css: ['assets/request-4.css'] },
    ...Object.fromEntries(
      routeModules.map(({ module }) => {
        const key = join('src/app', module);
        const name = basename(module, '.tsx');
        return [key, { file: `assets/${name}-5.js`, isDynamicEntry: true, imports: ['_react.js'] }];
      }),
    ),
  };
  manifest['src/features/order/order-route.tsx'] = {
    file: 'assets/order-route-6.js',
    imports: ['_react.js', '_request.js'],
    css: ['assets/order-route-7.css'],
  };

  it('names each route’s chunk, the chunks it imports that the entry has not loaded, and their CSS', () => {
    const chunks = routeChunks(manifest, '/assets/', 'assets');
    const filesOf = (path: string) => (chunks.routes[path] ?? []).map((index) => chunks.files[index]);
    expect(filesOf('/loandetail')).toEqual([
      'order-route-6.js',
      'request-3.js',
      'order-route-7.css',
      'request-4.css',
    ]);
    expect(filesOf('/order')).toEqual(filesOf('/loandetail'));
    expect(filesOf('/repay')).toEqual(['repay-route-5.js']);
    expect(filesOf('*')).toEqual(['not-found-5.js']);
    expect(Object.keys(chunks.routes)).toHaveLength(routeModules.length);
  });

  it('stops the build when the manifest has no chunk for a route’s module', () => {
    const { 'src/features/repay/repay-route.tsx': _gone, ...rest } = manifest;
    expect(() => routeChunks(rest, '/assets/', 'assets')).toThrow(
      /no chunk for src\/features\/repay\/repay-route\.tsx/,
    );
  });
});
