import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../web/src/app/route-modules.ts';
import { paths, promotionPaths } from '../../web/src/config/paths.ts';
import { CONTENT_MARKERS, describeMarker, markersFor, unusedMarkers } from './content-markers.ts';
import { root } from './processes.ts';
import { routePaths } from './route-paths.ts';

/**
 * Every path the entries' route tables serve, read from their source as the bench reads them
 * (app-routes.ts), so a screen added without a marker fails here before any bench run.
 */
function servedPaths(): string[] {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const main = routeModules.map((route) => route.path);
  const promotion = [
    ...routePaths(read('web/src/app/promotion-router.tsx'), promotionPaths, 'promotionPaths').values(),
  ]
    .flat()
    .map((path) => `/promotion.html#${path}`);
  return [...main, ...promotion];
}

describe('content markers', () => {
  it('fails loudly, naming each route that has no marker', () => {
    const table = { '/loanDetail': { testId: 'status-text' } };
    expect(() => markersFor(['/loanDetail', '/newScreen', '/other', '/newScreen'], table)).toThrow(
      /no content marker for \/newScreen, \/other\. Add each route to CONTENT_MARKERS/,
    );
  });

  it('gives each route its marker', () => {
    const markers = markersFor(['*', '/confirm']);
    expect(markers.get('*')).toEqual({ role: 'heading', level: 1, name: 'Page not found' });
    expect(markers.get('/confirm')).toEqual({ role: 'button', name: 'Loan Now' });
  });

  it('has a marker for every route of both entries, and none for a route that is gone', () => {
    const served = servedPaths();
    // The order screen serves two paths; the bench loads the first of each screen.
    const measured = served.filter((path) => path !== paths.order);
    expect(measured).toContain('*');
    expect(measured).toContain('/promotion.html#/register');
    expect(() => markersFor(measured)).not.toThrow();
    expect(unusedMarkers(measured)).toEqual([]);
    expect(Object.keys(CONTENT_MARKERS)).toHaveLength(measured.length);
  });

  it('describes a marker for the table', () => {
    expect(describeMarker({ testId: 'status-text' })).toBe('testid status-text');
    expect(describeMarker({ role: 'heading', level: 1, name: 'How to pay' })).toBe('heading h1 "How to pay"');
    expect(describeMarker({ title: 'Privacy Policy' })).toBe('title "Privacy Policy"');
    expect(describeMarker({ role: 'main', name: 'X', attached: true })).toBe('main "X" (attached)');
  });
});
