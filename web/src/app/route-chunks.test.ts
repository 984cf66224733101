import { beforeEach, describe, expect, it } from 'vitest';
import { preloadRouteChunks, type RouteChunks } from './route-chunks.ts';

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
