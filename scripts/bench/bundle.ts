/**
 * Bundle section: per route, the gzip size of the JS and CSS it loads first (entry + its static
 * imports + the route's lazy chunk + its static imports), what it adds over the entry, the largest
 * chunks and what is in them, and the totals, against DESIGN §9.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AppRoute, appRoutes, isOrderRoute } from './app-routes.ts';
import { isBaseLibraryChunk } from './base-libraries.ts';
import { BUDGETS } from './budgets.ts';
import { productionBuild } from './build.ts';
import { chunkContents } from './chunk-contents.ts';
import { budgetCell, formatTable, kb, seconds, verdict, verdictCell } from './format.ts';
import type { Files } from './manifest.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';

/** Gzip at zlib's default level 6, what `vite preview` and most servers send. */
function gzipSize(text: Buffer): number {
  return gzipSync(text).length;
}

export const runBundle: SectionRunner = async (_options, log) => {
  log('building the app (production, temporary outDir, hidden source maps)…');
  const build = await productionBuild();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(build.outDir, file));
      size = { raw: bytes.length, gzip: gzipSize(bytes) };
      sizes.set(file, size);
    }
    return size;
  };
  const gzipOf = (files: readonly string[]) => files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);

  // The largest chunks and what they hold, the source map's byte counts scaled to the gzip size.
  const contentsOf = (file: string): [string, number][] => {
    const mapFile = join(build.outDir, `${file}.map`);
    if (!existsSync(mapFile)) return [];
    const code = readFileSync(join(build.outDir, file), 'utf8');
    const { gzip } = sizeOf(file);
    return chunkContents(code, readFileSync(mapFile, 'utf8')).map(([origin, bytes]) => [
      origin,
      (bytes / Math.max(1, code.length)) * gzip,
    ]);
  };

  const routes = await appRoutes(build.manifests);
  const checks: BudgetCheck[] = [];
  const rows = routes.map((route) => {
    const initialJs = gzipOf(route.initial.js);
    const ownJs = gzipOf(route.own.js);
    // DESIGN §9: a route's budget is what it adds on top of the base libraries (the axios + Query
    // chunk every data screen shares counts as base, as it does in the order page's budget).
    const ownCode = gzipOf(route.own.js.filter((file) => !isBaseLibraryChunk(contentsOf(file))));
    const order = isOrderRoute(route);
    const budget = order ? BUDGETS.orderInitialJs : BUDGETS.routeOwnJs;
    const measured = order ? initialJs : ownCode;
    const result = verdict(measured, budget);
    checks.push({
      budget: order
        ? `${label(route)} initial JS (gzip)`
        : `${label(route)} own code beyond base libraries (gzip)`,
      measured: kb(measured) ?? '',
      limit: budgetCell(budget, kb),
      verdict: result,
    });
    return {
      route,
      chunk: gzipOf([route.chunkFile]),
      initialJs,
      initialCss: gzipOf(route.initial.css),
      ownJs,
      ownCode,
      ownCss: gzipOf(route.own.css),
      budget: `${order ? 'initial' : 'own code'} ${budgetCell(budget, kb)}`,
      verdict: result,
    };
  });

  const routeTable = formatTable(
    [
      'route',
      'paths',
      'initial JS',
      'initial CSS',
      'route chunk',
      'own JS',
      'own code',
      'own CSS',
      'files',
      'budget (JS)',
      'verdict',
    ],
    rows.map((r) => [
      r.route.name,
      r.route.paths.join(' ') || '(not in routes.tsx)',
      kb(r.initialJs),
      kb(r.initialCss),
      kb(r.chunk),
      kb(r.ownJs),
      kb(r.ownCode),
      kb(r.ownCss),
      `${r.route.initial.js.length} js + ${r.route.initial.css.length} css`,
      r.budget,
      verdictCell(r.verdict),
    ]),
  );

  const jsFiles = allAssets(build.outDir, '.js');
  const cssFiles = allAssets(build.outDir, '.css');
  const largest = [...jsFiles].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip).slice(0, 5);
  const largestRows = largest.map((file) => {
    const contents = contentsOf(file);
    return {
      file,
      raw: sizeOf(file).raw,
      gzip: sizeOf(file).gzip,
      contents: contents.slice(0, 5).map(([origin, gzip]) => ({ origin, gzip: Math.round(gzip) })),
    };
  });
  const largestTable = formatTable(
    ['chunk', 'raw', 'gzip', 'top contents (gzip share)'],
    largestRows.map((r) => [
      r.file.replace(/^assets\//, ''),
      kb(r.raw),
      kb(r.gzip),
      r.contents.map((c) => `${c.origin} ${kb(c.gzip)}`).join(', '),
    ]),
  );

  // What the order page's first JS is made of, all its chunks together.
  const orderRoute = routes.find(isOrderRoute);
  const orderMix = orderRoute ? mix(orderRoute.initial, contentsOf) : [];

  const totalJs = gzipOf(jsFiles);
  const totalCss = gzipOf(cssFiles);
  const text = [
    `Built in ${seconds(build.ms, 1)}. Sizes: gzip level 6 per file (what \`vite preview\` sends), 1 kB = 1000 B.`,
    `"initial" = entry + its static imports + the route's lazy chunk + its static imports;`,
    `"route chunk" = the lazy chunk alone; "own" = all the route adds over the entry (its chunk + static`,
    `imports the entry lacks, shared ones included); "own code" = own JS without the chunks of the base`,
    `libraries DESIGN §9 counts in the order page's budget (react, router, Query, axios: the axios +`,
    `Query chunk every data screen shares). Budgets: order page initial JS, other routes own code.`,
    '',
    routeTable,
    '',
    'Largest chunks',
    largestTable,
    '',
    orderRoute
      ? `Order page initial JS by origin: ${orderMix
          .slice(0, 8)
          .map(([origin, gzip]) => `${origin} ${kb(gzip)}`)
          .join(', ')}`
      : 'No route serves /loanDetail yet.',
    `Total: JS ${kb(totalJs)} gzip in ${jsFiles.length} files, CSS ${kb(totalCss)} gzip in ${cssFiles.length} files.`,
  ].join('\n');

  return {
    section: 'bundle',
    text,
    checks,
    data: {
      buildMs: Math.round(build.ms),
      routes: rows.map((r) => ({
        route: r.route.name,
        module: r.route.module,
        paths: r.route.paths,
        initialJsGzip: r.initialJs,
        initialCssGzip: r.initialCss,
        routeChunkGzip: r.chunk,
        ownJsGzip: r.ownJs,
        ownCodeGzip: r.ownCode,
        ownCssGzip: r.ownCss,
        initialFiles: r.route.initial,
        verdict: r.verdict,
      })),
      largest: largestRows,
      orderInitialJsByOrigin: orderMix.map(([origin, gzip]) => ({ origin, gzip: Math.round(gzip) })),
      totalJsGzip: totalJs,
      totalCssGzip: totalCss,
    },
  };
};

function label(route: AppRoute): string {
  return route.paths.filter((p) => p !== '*')[0] ?? (route.paths.includes('*') ? 'not-found' : route.name);
}

function allAssets(outDir: string, extension: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => name.split('\\').join('/'))
    .sort();
}

/** Origins summed over several chunks, largest first. */
function mix(files: Files, contentsOf: (file: string) => [string, number][]): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files.js)
    for (const [origin, gzip] of contentsOf(file)) totals.set(origin, (totals.get(origin) ?? 0) + gzip);
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
