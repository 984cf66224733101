/**
 * Content section (DESIGN §9 time to content): how long each route of the production build takes to show its
 * content element in Chromium under Lighthouse's mobile conditions applied with CDP, a fresh
 * context per load, N loads per page round robin (7, 3 with --quick); beside it the not-found page
 * (the app shell's floor) and a bare React 19 page (the React floor), all in the same run. The
 * app is served as for the Lighthouse section (same pages, same queries).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { builtAppRoutes } from './app-routes.ts';
import { choosePages } from './args.ts';
import { CONDITIONS, launchChromium, loadOnce } from './content-browser.ts';
import { comparisonReport } from './content-compare.ts';
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
  const against = options.against === undefined ? undefined : againstBuild(options.against);
  const floor = against === undefined ? await serveReactFloor(log) : undefined;
  try {
    const served = await serveApp(build.outDir, log);
    const other = against === undefined ? undefined : await serveApp(against.outDir, log);
    try {
      const pages = choosePages(await pagesToMeasure(routes, served.fakeOrigin), options.pages);
      if (pages.length === 0) throw new Error(`Failed to find a page matching ${options.pages?.join(', ')}.`);
      const pathless = routes.filter((route) => route.paths.length === 0).map((route) => route.name);
      if (pathless.length > 0)
        throw new Error(
          `Failed to load every route: ${pathless.join(', ')} has no path in its entry's route table. ` +
            'Check the table in web/src/app/ (routes.tsx, promotion-router.tsx) and scripts/bench/app-routes.ts.',
        );
      // Throws naming every route without a marker, before anything is measured.
      const markers = markersFor(pages.map((page) => page.route));
      const stale = unusedMarkers(pages.map((page) => page.route));
      if (stale.length > 0 && options.pages === undefined)
        log(`markers of routes the build does not serve (remove them): ${stale.join(', ')}`);
      const targetOn = (origin: string, page: (typeof pages)[number]): Target => ({
        label: page.label,
        route: page.route,
        url: urlOf(origin, page),
        // markersFor has thrown unless every route has one.
        marker: markers.get(page.route) as Marker,
      });
      const runs = options.runs ?? (options.quick ? 3 : 7);
      if (against !== undefined && other !== undefined) {
        const groups = pages.map((page) => [targetOn(served.app, page), targetOn(other.app, page)]);
        const loads = await measure(chrome, groups, runs, log);
        const { table, checks, rows } = comparisonReport(
          loads.map(([here, there]) => ({
            label: here?.label ?? '',
            here: here?.times ?? [],
            against: there?.times ?? [],
          })),
          runs,
          against.name,
        );
        const minutes = ((performance.now() - began) / 60_000).toFixed(1);
        return {
          section: 'content' as const,
          text: [
            `This checkout's build (${served.app}) and ${against.name} (${against.outDir}, ${other.app}), each`,
            'with its own fake server of this checkout. Each round loads every page of both, back to back, in',
            'alternating order. Conditions as without --against (CDP mobile throttling, a fresh context per load).',
            '"change, paired": the median of the rounds\' this ÷ that, the figure the 5 % limit reads.',
            '',
            table,
            '',
            `${pages.length} pages × 2 builds × ${runs} loads in ${minutes} min.`,
          ].join('\n'),
          checks,
          data: { runs, against: against.name, conditions: CONDITIONS, pages: rows },
        };
      }
      if (floor === undefined) throw new Error('The React floor was not served.');
      const targets: Target[] = [
        { label: 'React floor', route: '', url: floor.url, marker: FLOOR_MARKER },
        ...pages.map((page) => targetOn(served.app, page)),
      ];
      const measured: Measured[] = (
        await measure(
          chrome,
          targets.map((target) => [target]),
          runs,
          log,
        )
      ).map(([loads], index) => {
        const target = targets[index] as Target;
        return {
          label: target.label,
          route: target.route,
          marker: describeMarker(target.marker),
          times: (loads?.times ?? []).filter((time): time is number => time !== undefined),
          errors: loads?.errors ?? [],
        };
      });
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
      await Promise.all([served.stop(), other?.stop()]);
    }
  } finally {
    await floor?.stop();
  }
};

/** The other build of `--against`: a build output, or a checkout with its build in dist/web. */
function againstBuild(dir: string): { outDir: string; name: string } {
  const root = resolve(dir);
  const outDir = [root, join(root, 'dist/web')].find((candidate) =>
    existsSync(join(candidate, 'index.html')),
  );
  if (outDir === undefined)
    throw new Error(
      `Failed to find a build in ${root}: neither it nor its dist/web has an index.html. Run \`npm run build\` there first.`,
    );
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return { outDir, name: commit.status === 0 ? `commit ${commit.stdout.trim()}` : basename(root) };
}

/** One target's loads: a time (or undefined, failed) per round, and the failures' errors. */
interface Loads {
  label: string;
  times: (number | undefined)[];
  errors: string[];
}

/**
 * Every marker checked once without throttling (against Playwright's own locator; this also warms
 * the servers), then `runs` throttled loads of each page, round robin so a noisy minute on the
 * shared machine spreads over every page. A group's targets (one page on two builds) load back to
 * back, their order alternating by round so neither side always goes first.
 */
async function measure(
  chrome: string,
  groups: readonly (readonly Target[])[],
  runs: number,
  log: (line: string) => void,
): Promise<Loads[][]> {
  const browser = await launchChromium(chrome);
  try {
    const targets = groups.flat();
    log(`checking the ${targets.length} pages' content elements once, unthrottled…`);
    const problems: string[] = [];
    for (const target of targets) {
      const load = await loadOnce(browser, target.url, target.marker, {
        throttled: false,
        check: true,
        timeoutMs: 30_000,
      });
      if (load.error)
        problems.push(`${target.label} at ${target.url} (${describeMarker(target.marker)}): ${load.error}`);
    }
    if (problems.length > 0)
      throw new Error(
        `Failed to find the content element of ${problems.length} page(s):\n${problems.map((p) => `      ${p}`).join('\n')}\n` +
          'Fix its marker in scripts/bench/content-markers.ts (or the page query in lighthouse.ts).',
      );

    const measured = groups.map((group) =>
      group.map((target): Loads => ({ label: target.label, times: [], errors: [] })),
    );
    for (let round = 1; round <= runs; round++) {
      for (const [groupIndex, group] of groups.entries()) {
        const order = [...group.keys()];
        if (round % 2 === 0) order.reverse();
        for (const index of order) {
          const target = group[index] as Target;
          const load = await loadOnce(browser, target.url, target.marker, { throttled: true });
          const loads = measured[groupIndex]?.[index] as Loads;
          loads.times.push(load.ms);
          if (load.ms === undefined) loads.errors.push(load.error ?? 'unknown error');
          const side = group.length > 1 ? ` [${new URL(target.url).port}]` : '';
          log(`run ${round}/${runs} ${target.label}${side}: ${seconds(load.ms) ?? `failed: ${load.error}`}`);
        }
      }
    }
    return measured;
  } finally {
    await browser.close();
  }
}
