/**
 * Content section (DESIGN §9 time to content): how long each route of the production build takes to show its
 * content element in Chromium under Lighthouse's mobile conditions applied with CDP, a fresh
 * context per load, N loads per page round robin (7, 3 with --quick); beside it the not-found page
 * (the app shell's floor) and a bare React 19 page (the React floor), all in the same run. The
 * app is served as for the Lighthouse section (same pages, same queries).
 */
import { builtAppRoutes } from './app-routes.ts';
import { CONDITIONS, launchChromium, loadOnce } from './content-browser.ts';
import { FLOOR_MARKER, serveReactFloor } from './content-floor.ts';
import { describeMarker, type Marker, markersFor, unusedMarkers } from './content-markers.ts';
import { contentReport, type Measured } from './content-report.ts';
import { rememberContentMedians } from './content-results.ts';
import { kb, seconds } from './format.ts';
import { pagesToMeasure, serveApp, urlOf } from './lighthouse.ts';
import { chromiumPath } from './processes.ts';
import type { SectionRunner } from './section.ts';

interface Target {
  label: string;
  route: string;
  url: string;
  marker: Marker;
}

export const runContent: SectionRunner = async (options, log) => {
  const began = performance.now();
  const chrome = chromiumPath();
  const { build, routes } = await builtAppRoutes(log);
  const floor = await serveReactFloor(log);
  try {
    const served = await serveApp(build.outDir, log);
    try {
      const pages = await pagesToMeasure(routes, served.fakeOrigin);
      const pathless = routes.filter((route) => route.paths.length === 0).map((route) => route.name);
      if (pathless.length > 0)
        throw new Error(
          `Failed to load every route: ${pathless.join(', ')} has no path in its entry's route table. ` +
            'Check the table in web/src/app/ (routes.tsx, promotion-router.tsx) and scripts/bench/app-routes.ts.',
        );
      // Throws naming every route without a marker, before anything is measured.
      const markers = markersFor(pages.map((page) => page.route));
      const stale = unusedMarkers(pages.map((page) => page.route));
      if (stale.length > 0)
        log(`markers of routes the build does not serve (remove them): ${stale.join(', ')}`);
      const targets: Target[] = [
        { label: 'React floor', route: '', url: floor.url, marker: FLOOR_MARKER },
        ...pages.map((page) => ({
          label: page.label,
          route: page.route,
          url: urlOf(served.app, page),
          // markersFor has thrown unless every route has one.
          marker: markers.get(page.route) as Marker,
        })),
      ];
      const runs = options.quick ? 3 : 7;
      const measured = await measure(chrome, targets, runs, log);
      const floorMeasured = measured[0] as Measured;
      const { rows, floorRow, table, checks } = contentReport(measured.slice(1), floorMeasured, runs);
      rememberContentMedians(
        new Map(rows.flatMap((row) => (row.median === undefined ? [] : [[row.label, row.median] as const]))),
      );
      const failures = [floorRow, ...rows].flatMap((row) =>
        row.errors.length ? [`${row.label}: ${row.errors.length} failed — ${row.errors[0]}`] : [],
      );
      const minutes = ((performance.now() - began) / 60_000).toFixed(1);
      return {
        section: 'content' as const,
        text: [
          `${served.app} (vite preview of the production build) → fake server; React floor at ${floor.url}`,
          `(a bare React 19 page, ${kb(floor.jsGzip)} JS gzip, built and served the same way).`,
          `Chromium, throttled with CDP: ${CONDITIONS.latencyMs} ms latency per request, ${CONDITIONS.downloadKbps / 1000} Mbps down, ${CONDITIONS.uploadKbps} kbps up,`,
          `CPU ${CONDITIONS.cpuSlowdown}× slower; Lighthouse's mobile screen; a fresh context (nothing cached) per load;`,
          `${runs} loads per page, round robin. Time: performance.now() in the page (zero = navigation start) when`,
          'the first animation frame with the content element visible begins. ÷ shell: over the not-found',
          "page's median; ÷ React floor: over the floor's median, same run.",
          '',
          table,
          ...(failures.length ? ['', 'Failed loads:', ...failures.map((line) => `  ${line}`)] : []),
          '',
          `${targets.length} pages × ${runs} loads in ${minutes} min.`,
        ].join('\n'),
        checks,
        data: {
          runs,
          conditions: CONDITIONS,
          floor: { url: floor.url, jsGzip: floor.jsGzip, median: floorRow.median, times: floorRow.times },
          pages: rows.map((row) => ({
            page: row.label,
            route: row.route,
            marker: row.marker,
            median: row.median,
            min: row.min,
            max: row.max,
            vsShell: row.vsShell,
            vsFloor: row.vsFloor,
            times: row.times.map(Math.round),
            errors: row.errors,
          })),
        },
      };
    } finally {
      await served.stop();
    }
  } finally {
    await floor.stop();
  }
};

/**
 * Every marker checked once without throttling (against Playwright's own locator; this also warms
 * both servers), then `runs` throttled loads of each page, round robin so a noisy minute on the
 * shared machine spreads over every page.
 */
async function measure(
  chrome: string,
  targets: readonly Target[],
  runs: number,
  log: (line: string) => void,
): Promise<Measured[]> {
  const browser = await launchChromium(chrome);
  try {
    log(`checking the ${targets.length} pages' content elements once, unthrottled…`);
    const problems: string[] = [];
    for (const target of targets) {
      const load = await loadOnce(browser, target.url, target.marker, {
        throttled: false,
        check: true,
        timeoutMs: 30_000,
      });
      if (load.error) problems.push(`${target.label} (${describeMarker(target.marker)}): ${load.error}`);
    }
    if (problems.length > 0)
      throw new Error(
        `Failed to find the content element of ${problems.length} page(s):\n${problems.map((p) => `      ${p}`).join('\n')}\n` +
          'Fix its marker in scripts/bench/content-markers.ts (or the page query in lighthouse.ts).',
      );

    const measured: Measured[] = targets.map((target) => ({
      label: target.label,
      route: target.route,
      marker: describeMarker(target.marker),
      times: [],
      errors: [],
    }));
    for (let round = 1; round <= runs; round++) {
      for (const [index, target] of targets.entries()) {
        const load = await loadOnce(browser, target.url, target.marker, { throttled: true });
        const figures = measured[index] as Measured;
        if (load.ms === undefined) figures.errors.push(load.error ?? 'unknown error');
        else figures.times.push(load.ms);
        log(`run ${round}/${runs} ${target.label}: ${seconds(load.ms) ?? `failed: ${load.error}`}`);
      }
    }
    return measured;
  } finally {
    await browser.close();
  }
}
