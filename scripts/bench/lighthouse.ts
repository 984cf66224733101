/**
 * Lighthouse section: the production build served by `vite preview` against the fake server (each
 * on a free port of its own), Lighthouse's mobile preset with its default simulated throttling, in
 * Debian's Chromium; the order page (statuses 174 with rollover and 200) and every other built
 * route; median of 3 runs (1 with --quick).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../tests/e2e/ports.ts';
import { type AppRoute, builtAppRoutes, isOrderRoute } from './app-routes.ts';
import { BUDGETS } from './budgets.ts';
import { contentMedians } from './content-results.ts';
import { type Budget, budgetCell, formatTable, ms, seconds, verdict, verdictCell } from './format.ts';
import {
  childEnv,
  chromiumPath,
  freePort,
  lastLines,
  NODE,
  root,
  run,
  type Started,
  start,
  VITE,
  waitForUrl,
} from './processes.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';
import { median } from './stats.ts';

const LIGHTHOUSE = join(root, 'node_modules/lighthouse/cli/index.js');
// The flags this machine's Chromium needs, shared with the e2e suite, plus headless for Lighthouse.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const SESSION = 'bench';
/** Seeded orders the order page is measured with (fake-server/README.md). */
const ORDERS = [
  { orderId: 'ORD174R', what: 'status 174, rollover' },
  { orderId: 'ORD200', what: 'status 200' },
];
export const NOT_FOUND_PATH = '/bench-no-such-page';
/**
 * What a route needs in its address beyond the order to show its content rather than its
 * incomplete-link message (the pay URL generate-vcode answers, the /carpmm link of an SMS).
 */
const ROUTE_QUERY: Record<string, Record<string, string>> = {
  '/repaymentOfCode': {
    type: '1',
    amount: '924570',
    payCode: '1234567890',
    channelName: 'GCash',
    logo: '/__fake/assets/ch-90006.svg',
  },
  '/carpmm': { requestType: '1', amount: '125000', payCode: '1234567890' },
  '/legacyRepay': { amount: '100' },
  // The promotion pages of an advertising link with its landing template.
  '/promotion.html#/register': { id: '1', links_id: 'L1', utm_tag: 'bench' },
  '/promotion.html#/download': { id: '1', down_id: 'D1' },
  // Confirmation pages start from a product: the plain one, the instalment one, variant 2's popup.
  '/confirm': { productId: 'P1001' },
  '/confirmOfPeriod': { productId: 'P1003' },
  '/confirmNew': { productId: 'P1003' },
  // The complaint steps: a type chosen on the complaint page; a complaint that waits for no rating.
  '/complainPageNext': { problemType: '4', orderNo: 'ORD174R', typeName: 'App problem' },
  '/complainDetails': { problemId: 'CP1003' },
};

export interface Page {
  label: string;
  /** The route's own path in its entry's table (`*` for the catch-all): what the page measures. */
  route: string;
  path: string;
  query: Record<string, string>;
}

export interface RunFigures {
  score?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  fcp?: number;
  error?: string;
  lcpElement?: string;
  lcpBreakdown?: Record<string, number>;
  /** Requests as observed (unthrottled): path and end time, in the order they ended. */
  requests?: { path: string; status: number; startMs: number; endMs: number }[];
}

export const runLighthouse: SectionRunner = async (options, log) => {
  const chrome = chromiumPath();
  const { build, routes } = await builtAppRoutes(log);

  const served = await serveApp(build.outDir, log);
  const { app, fakeOrigin } = served;
  try {
    const pages = await pagesToMeasure(routes, fakeOrigin);
    for (const skipped of routes.filter((r) => r.paths.length === 0))
      log(`${skipped.name}: no path in routes.tsx, not measured`);
    // Warm both servers (module graph, JIT, the 'bench' sandbox) before the first measured run.
    for (const page of pages) await fetch(urlOf(app, page)).then((r) => r.arrayBuffer());
    const runs = options.quick ? 1 : 3;
    const figures = new Map<Page, RunFigures[]>(pages.map((page) => [page, []]));
    const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
    try {
      for (let round = 1; round <= runs; round++) {
        // Round robin, so a noisy minute on the shared machine spreads over every page.
        for (const page of pages) {
          log(`run ${round}/${runs} ${page.label}`);
          const result = await lighthouseRun(urlOf(app, page), join(dir, 'report.json'), chrome);
          if (result.error) log(`  failed: ${result.error}`);
          figures.get(page)?.push(result);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return report(pages, figures, runs, app);
  } finally {
    await served.stop();
  }
};

/** The production build served by `vite preview` and the fake server it proxies to. */
export interface ServedApp {
  /** The preview's origin, e.g. `http://127.0.0.1:41234`. */
  app: string;
  fakeOrigin: string;
  stop(): Promise<void>;
}

/**
 * Serves the build in `outDir` with `vite preview` against a fresh fake server, each on a free port
 * of its own (a running `npm run dev` or e2e run is left alone), once both answer.
 */
export async function serveApp(outDir: string, log: (line: string) => void): Promise<ServedApp> {
  const fakePort = await freePort();
  const appPort = await freePort();
  const app = `http://127.0.0.1:${appPort}`;
  const fakeOrigin = `http://127.0.0.1:${fakePort}`;
  log(`starting the fake server on ${fakePort} and vite preview on ${appPort}…`);
  const servers: Started[] = [
    start('fake', NODE, ['fake-server/src/main.ts'], {
      env: childEnv({ FAKE_PORT: String(fakePort), FAKE_APP_ORIGIN: app, FAKE_HOST: '127.0.0.1' }),
    }),
    start(
      'preview',
      NODE,
      [VITE, 'preview', '--config', 'web/vite.config.ts', '--outDir', outDir, '--port', String(appPort)],
      { env: childEnv({ FAKE_PORT: String(fakePort) }) },
    ),
  ];
  const stop = async () => void (await Promise.all(servers.map((server) => server.stop())));
  try {
    await Promise.all([
      waitForUrl(`${fakeOrigin}/__fake/orders`, servers[0]),
      waitForUrl(`${app}/`, servers[1]),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { app, fakeOrigin, stop };
}

/** The order page once per measured order, every other route once; the catch-all on an unknown path. */
export async function pagesToMeasure(routes: readonly AppRoute[], fakeOrigin: string): Promise<Page[]> {
  const seeded = await fetch(`${fakeOrigin}/__fake/orders?sessionId=${SESSION}`)
    .then(
      (r) => r.json() as Promise<{ orders?: { orderId: string; productId: string; orderStatus: number }[] }>,
    )
    .then((body) => body.orders ?? [])
    .catch(() => []);
  const productOf = (orderId: string) => seeded.find((o) => o.orderId === orderId)?.productId ?? 'P1002';
  const pages: Page[] = [];
  for (const route of routes) {
    if (route.paths.length === 0) continue;
    const concrete = route.paths.find((p) => p !== '*' && !p.includes(':'));
    if (isOrderRoute(route)) {
      for (const { orderId, what } of ORDERS)
        pages.push({
          label: `order ${orderId} (${what})`,
          route: concrete ?? '/loanDetail',
          path: concrete ?? '/loanDetail',
          query: { productId: productOf(orderId), orderId, sessionId: SESSION },
        });
      continue;
    }
    pages.push({
      label: concrete ?? 'not-found',
      route: concrete ?? '*',
      path: concrete ?? NOT_FOUND_PATH,
      // Routes that need an order get one; others ignore it.
      query: {
        productId: productOf('ORD174R'),
        orderId: 'ORD174R',
        sessionId: SESSION,
        ...ROUTE_QUERY[concrete ?? ''],
      },
    });
  }
  return pages;
}

export function urlOf(origin: string, page: Page): string {
  return `${origin}${page.path}?${new URLSearchParams(page.query)}`;
}

async function lighthouseRun(url: string, output: string, chrome: string): Promise<RunFigures> {
  rmSync(output, { force: true });
  const result = await run(
    'lighthouse',
    NODE,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: childEnv({ CHROME_PATH: chrome }), timeoutMs: 180_000 },
  );
  if (result.timedOut) return { error: 'timed out after 180 s' };
  if (result.code !== 0 || !existsSync(output))
    return { error: `lighthouse exited with ${result.code}:\n${lastLines(result.output, 6)}` };
  return figuresOf(JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult);
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}
export interface LighthouseResult {
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, Audit | undefined>;
  runtimeError?: { code?: string; message?: string };
}

/** The figures of one Lighthouse report (pure). */
export function figuresOf(lhr: LighthouseResult): RunFigures {
  if (lhr.runtimeError?.code) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}` };
  const audit = (id: string) => lhr.audits?.[id];
  const score = lhr.categories?.performance?.score;
  const figures: RunFigures = {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    fcp: audit('first-contentful-paint')?.numericValue,
  };
  for (const item of (audit('lcp-breakdown-insight')?.details?.items ?? []) as LcpItem[]) {
    if (item.type === 'node')
      figures.lcpElement = `${item.selector ?? ''} "${(item.nodeLabel ?? '').slice(0, 60)}"`;
    if (item.type === 'table')
      figures.lcpBreakdown = Object.fromEntries(
        (item.items ?? []).map((row) => [row.subpart ?? row.label ?? '?', Math.round(row.duration ?? 0)]),
      );
  }
  const requests = (audit('network-requests')?.details?.items ?? []) as NetworkItem[];
  figures.requests = requests
    .filter((r) => typeof r.url === 'string' && typeof r.networkEndTime === 'number')
    .map((r) => ({
      path: requestPath(r.url ?? ''),
      status: r.statusCode ?? 0,
      startMs: Math.round(r.networkRequestTime ?? r.networkEndTime ?? 0),
      endMs: Math.round(r.networkEndTime ?? 0),
    }))
    .sort((a, b) => a.endMs - b.endMs);
  return figures;
}

interface LcpItem {
  type?: string;
  selector?: string;
  nodeLabel?: string;
  items?: { subpart?: string; label?: string; duration?: number }[];
}
interface NetworkItem {
  url?: string;
  statusCode?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

function report(pages: readonly Page[], figures: Map<Page, RunFigures[]>, runs: number, app: string) {
  const checks: BudgetCheck[] = [];
  const check = (
    page: Page,
    what: string,
    value: number | undefined,
    budget: Budget,
    unit: (v: number) => string | undefined,
  ) => {
    const result = verdict(value, budget);
    checks.push({
      budget: `${page.label} ${what}`,
      measured: value === undefined ? '—' : (unit(value) ?? ''),
      limit: budgetCell(budget, unit),
      verdict: result,
    });
    return result;
  };
  const score = (v: number) => String(Math.round(v));
  const clsText = (v: number) => v.toFixed(3);
  const rows = pages.map((page) => {
    const all = figures.get(page) ?? [];
    const ok = all.filter((f) => !f.error);
    const m = {
      score: median(ok.map((f) => f.score)),
      lcp: median(ok.map((f) => f.lcp)),
      tbt: median(ok.map((f) => f.tbt)),
      cls: median(ok.map((f) => f.cls)),
      fcp: median(ok.map((f) => f.fcp)),
    };
    const verdicts = [
      check(page, 'performance', m.score, BUDGETS.performance, score),
      check(page, 'LCP', m.lcp, BUDGETS.lcpMs, (v) => seconds(v)),
      check(page, 'CLS', m.cls, BUDGETS.cls, clsText),
    ];
    const scores = ok.map((f) => f.score ?? '?').join('/');
    return { page, all, ok, m, verdicts, scores };
  });
  // Time to the content element (content section, real throttling) beside the simulated LCP.
  const content = contentMedians();
  const table = formatTable(
    [
      'page',
      'runs',
      'perf',
      'perf runs',
      'LCP',
      'content*',
      'TBT',
      'CLS',
      'FCP',
      'perf ≥ 95',
      'LCP ≤ 1.5 s',
      'CLS 0',
    ],
    rows.map((r) => [
      r.page.label,
      `${r.ok.length}/${runs}`,
      r.m.score === undefined ? undefined : score(r.m.score),
      r.scores,
      seconds(r.m.lcp),
      seconds(content?.byPage.get(r.page.label)),
      ms(r.m.tbt),
      r.m.cls === undefined ? undefined : clsText(r.m.cls),
      seconds(r.m.fcp),
      ...r.verdicts.map(verdictCell),
    ]),
  );
  // Where the order page's LCP comes from: the element, Lighthouse's breakdown, and the request chain.
  const notes = rows.flatMap((r) => {
    const last = r.ok.at(-1);
    if (!last) return r.all[0]?.error ? [`${r.page.label}: ${r.all[0].error}`] : [];
    const breakdown = Object.entries(last.lcpBreakdown ?? {})
      .map(([part, value]) => `${part} ${value} ms`)
      .join(', ');
    const chain = (last.requests ?? []).map((q) => `${shortPath(q.path)} ${q.startMs}–${q.endMs}`).join(', ');
    return [
      `${r.page.label}: LCP element ${last.lcpElement ?? 'unknown'}`,
      `    observed without throttling (last run): ${breakdown ? `${breakdown}; ` : ''}requests (start–end ms)`,
      `    ${chain}`,
    ];
  });
  return {
    section: 'lighthouse' as const,
    text: [
      `${app} (vite preview of the production build) → fake server; Lighthouse mobile preset, default`,
      'simulated throttling (slow 4G, 4× CPU); figures are medians of the successful runs.',
      '',
      table,
      `* content: time to the page's content element, median, from ${content?.source ?? 'no content section yet (npm run bench -- --only content)'}.`,
      '',
      ...notes,
    ].join('\n'),
    checks,
    data: {
      runs,
      pages: rows.map((r) => ({
        page: r.page.label,
        path: r.page.path,
        query: r.page.query,
        median: r.m,
        contentMs: content?.byPage.get(r.page.label),
        runs: r.all.map(({ requests: _requests, ...rest }) => rest),
        requests: r.ok.at(-1)?.requests,
      })),
    },
  };
}

/** The path of a request; an inline `data:` image as its type only. */
function requestPath(url: string): string {
  const { protocol, pathname } = new URL(url);
  return protocol === 'data:' ? `data:${pathname.split(/[;,]/)[0]}` : pathname;
}

function shortPath(path: string): string {
  if (path.startsWith('data:')) return path;
  const name = path.split('/').at(-1) ?? path;
  return name.replace(/-[\w-]{8}\.(js|css)$/, '.$1') || path;
}
