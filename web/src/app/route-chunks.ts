import { routeKey } from '../lib/route-key.ts';
import type { RouteChunks } from './route-chunks-data.ts';

export type { RouteChunks };

/**
 * Adds to the head a preload link for each file the screen at `pathname` needs: modulepreload for
 * its JS (the route's chunk and the chunks it imports), preload as style for its CSS, both with
 * `crossorigin` as Vite's own links, so the loads Vite's dynamic import starts later reuse them.
 */
export function preloadRouteChunks(chunks: RouteChunks, pathname: string, doc: Document = document): void {
  const wanted = chunks.routes[routeKey(pathname)] ?? chunks.routes['*'] ?? [];
  for (const index of wanted) {
    const file = chunks.files[index];
    if (file === undefined) continue;
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunks.dir + file;
    doc.head.appendChild(link);
  }
}
