/**
 * Fake server load section: autocannon (here, in the bench process) against three servers each in
 * a child process of its own: the fake server, a bare Express 5 JSON route and a bare `node:http`
 * server, same connections and duration for all, on loopback. Reports req/s, latency, errors and
 * the ratios to both baselines, then the fake server's peak memory.
 */
import autocannon from 'autocannon';
import { BUDGETS } from './budgets.ts';
import { budgetCell, count, formatTable, ms, percent, verdict, verdictCell } from './format.ts';
import { childEnv, freePort, memoryOf, NODE, type Started, start, waitForUrl } from './processes.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';
import { ratio } from './stats.ts';

export const CONNECTIONS = 100;
const SESSION = 'bench';
export type ServerKey = 'fake' | 'express' | 'http';

export interface Target {
  label: string;
  server: ServerKey;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Every answer must contain this (a validation error still answers HTTP 200). */
  expect: string;
  /** A contract operation: validated, so the ratio budget applies. */
  validated: boolean;
  /**
   * Spread the calls over this many sandboxes (`sessionId=<prefix>-<n>` in turn): writes that
   * append records would otherwise grow one sandbox without end during the run.
   */
  rotateSandboxes?: { prefix: string; count: number };
}

const TARGETS: Target[] = [
  {
    label: 'bare Express 5 JSON route',
    server: 'express',
    method: 'GET',
    path: '/hello',
    expect: '"code":"00"',
    validated: false,
  },
  {
    label: 'bare node:http JSON',
    server: 'http',
    method: 'GET',
    path: '/hello',
    expect: '"code":"00"',
    validated: false,
  },
  {
    label: 'POST loan-details (form body)',
    server: 'fake',
    method: 'POST',
    path: `/v3/loan-details/loan-details?sessionId=${SESSION}`,
    body: 'productId=P1002&orderId=ORD174R',
    expect: '"code":"00"',
    validated: true,
  },
  {
    label: 'GET contract (query)',
    server: 'fake',
    method: 'GET',
    path: `/v3/contract/contract?productId=P1002&scene=3&sessionId=${SESSION}`,
    expect: '"code":"00"',
    validated: true,
  },
  {
    label: 'GET /__fake/orders (admin list)',
    server: 'fake',
    method: 'GET',
    path: `/__fake/orders?sessionId=${SESSION}`,
    expect: '"orders"',
    validated: false,
  },
];

export interface Measured {
  target: Target;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  total: number;
  sample: string;
}

export const runLoad: SectionRunner = async (options, log) => {
  const duration = options.quick ? 2 : 5;
  const warmup = options.quick ? 1 : 2;
  const servers = new Map<ServerKey, { started: Started; origin: string }>();
  try {
    const ports = { fake: await freePort(), express: await freePort(), http: await freePort() };
    log(
      `starting the fake server (${ports.fake}), bare Express (${ports.express}), bare node:http (${ports.http})…`,
    );
    const spawnServer = (key: ServerKey, args: string[], env: Record<string, string>) => {
      servers.set(key, {
        started: start(key, NODE, args, { env: childEnv(env) }),
        origin: `http://127.0.0.1:${ports[key]}`,
      });
    };
    spawnServer('fake', ['fake-server/src/main.ts'], {
      FAKE_PORT: String(ports.fake),
      FAKE_HOST: '127.0.0.1',
      FAKE_APP_ORIGIN: 'http://127.0.0.1:5173',
    });
    spawnServer('express', ['scripts/bench/servers/bare-express.ts'], { BENCH_PORT: String(ports.express) });
    spawnServer('http', ['scripts/bench/servers/bare-http.ts'], { BENCH_PORT: String(ports.http) });
    await Promise.all(
      [...servers.entries()].map(([key, { started, origin }]) =>
        waitForUrl(key === 'fake' ? `${origin}/__fake/orders` : `${origin}/hello`, started),
      ),
    );
    const fake = servers.get('fake')?.started;
    const idle = fake ? memoryOf(fake.pid) : {};

    const results: Measured[] = [];
    for (const target of TARGETS) {
      const origin = servers.get(target.server)?.origin ?? '';
      log(`${target.label}: warm-up ${warmup} s, then ${duration} s at ${CONNECTIONS} connections`);
      results.push(await measure(origin, target, warmup, duration));
    }
    const peak = fake ? memoryOf(fake.pid) : {};
    const baselines = {
      express: memoryOf(servers.get('express')?.started.pid ?? -1).peakRss,
      http: memoryOf(servers.get('http')?.started.pid ?? -1).peakRss,
    };
    return report(results, {
      duration,
      warmup,
      idle: idle.rss,
      peak: peak.peakRss,
      now: peak.rss,
      baselines,
    });
  } finally {
    await Promise.all([...servers.values()].map(({ started }) => started.stop()));
  }
};

/** One target: a probe, a warm-up run, then the measured run. */
export async function measure(
  origin: string,
  target: Target,
  warmup: number,
  duration: number,
): Promise<Measured> {
  const sample = await probe(origin, target);
  await cannon(origin, target, warmup);
  const result = await cannon(origin, target, duration);
  return {
    target,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    total: result.requests.total,
    sample,
  };
}

/** One request first: is the answer what a success looks like? (e.g. `"code":"00"`). */
export async function probe(origin: string, target: Target): Promise<string> {
  try {
    const response = await fetch(`${origin}${target.path}`, {
      method: target.method,
      ...(target.body
        ? { body: target.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : {}),
    });
    const text = await response.text();
    return `${response.status} ${text.includes(target.expect) ? 'ok' : `unexpected: ${text.slice(0, 120)}`}`;
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : error}`;
  }
}

export function cannon(origin: string, target: Target, seconds: number): Promise<autocannon.Result> {
  const rotate = target.rotateSandboxes;
  let turn = 0;
  return autocannon({
    ...(rotate
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                turn = (turn + 1) % rotate.count;
                const joiner = target.path.includes('?') ? '&' : '?';
                return { ...request, path: `${target.path}${joiner}sessionId=${rotate.prefix}-${turn}` };
              },
            },
          ],
        }
      : {}),
    url: `${origin}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(target.body
      ? { body: target.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
    verifyBody: (body) => typeof body === 'string' && body.includes(target.expect),
  });
}

function report(
  results: readonly Measured[],
  run: {
    duration: number;
    warmup: number;
    idle?: number;
    peak?: number;
    now?: number;
    baselines: { express?: number; http?: number };
  },
) {
  const express = results.find((r) => r.target.server === 'express')?.reqPerSec;
  const http = results.find((r) => r.target.server === 'http')?.reqPerSec;
  const checks: BudgetCheck[] = [];
  const rows = results.map((r) => {
    const vsExpress = ratio(r.reqPerSec, express);
    const vsHttp = ratio(r.reqPerSec, http);
    const ratioVerdict = r.target.validated ? verdict(vsExpress, BUDGETS.validatedVsExpress) : 'n/a';
    const p99Verdict = r.target.server === 'fake' ? verdict(r.p99, BUDGETS.p99Ms) : 'n/a';
    if (r.target.validated)
      checks.push({
        budget: `${r.target.label} req/s vs bare Express`,
        measured: percent(vsExpress) ?? '—',
        limit: budgetCell(BUDGETS.validatedVsExpress, percent),
        verdict: ratioVerdict,
      });
    if (r.target.server === 'fake')
      checks.push({
        budget: `${r.target.label} p99 at ${CONNECTIONS} connections`,
        measured: ms(r.p99, 1) ?? '—',
        limit: budgetCell(BUDGETS.p99Ms, (v) => ms(v)),
        verdict: p99Verdict,
      });
    return { r, vsExpress, vsHttp, ratioVerdict, p99Verdict };
  });
  const table = formatTable(
    [
      'target',
      'req/s',
      'p50',
      'p99',
      'floor',
      'errors',
      'non-2xx',
      'not success',
      'vs Express',
      'vs node:http',
      '≥ 50% Express',
      'p99 < 10 ms',
    ],
    rows.map(({ r, vsExpress, vsHttp, ratioVerdict, p99Verdict }) => [
      r.target.label,
      count(r.reqPerSec),
      ms(r.p50, 1),
      ms(r.p99, 1),
      ms((CONNECTIONS / r.reqPerSec) * 1000, 1),
      count(r.errors + r.timeouts),
      count(r.non2xx),
      count(r.mismatches),
      percent(vsExpress),
      percent(vsHttp),
      verdictCell(ratioVerdict),
      verdictCell(p99Verdict),
    ]),
  );
  const probes = results
    .filter((r) => !r.sample.endsWith(' ok'))
    .map((r) => `  ${r.target.label}: first answer ${r.sample}`);
  const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(0)} MB`);
  return {
    section: 'load' as const,
    text: [
      `${CONNECTIONS} connections flat out per target, one target after the other, ${run.warmup} s warm-up then ${run.duration} s measured.`,
      'autocannon runs in the bench process, each server in its own; all share the same 2 cores. "not success" =',
      'answers without the success envelope (a validation error still answers HTTP 200). "floor" = connections /',
      "req/s, the mean latency of a saturated closed loop (Little's law): p99 < 10 ms at 100 connections needs",
      'more than 10,000 req/s from one Node process.',
      '',
      table,
      ...(probes.length ? ['', 'First answers that were not a success:', ...probes] : []),
      '',
      `Fake server memory: ${mb(run.idle)} RSS idle after start, ${mb(run.now)} after the run, peak ${mb(run.peak)} (VmHWM);` +
        ` bare Express peak ${mb(run.baselines.express)}, bare node:http peak ${mb(run.baselines.http)}.`,
    ].join('\n'),
    checks,
    data: {
      connections: CONNECTIONS,
      durationS: run.duration,
      warmupS: run.warmup,
      targets: rows.map(({ r, vsExpress, vsHttp }) => ({
        target: r.target.label,
        method: r.target.method,
        path: r.target.path,
        reqPerSec: Math.round(r.reqPerSec),
        p50Ms: r.p50,
        p99Ms: r.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        notSuccess: r.mismatches,
        requests: r.total,
        vsExpress,
        vsNodeHttp: vsHttp,
        firstAnswer: r.sample,
      })),
      fakeServerMemory: { idleRss: run.idle, rssAfter: run.now, peakRss: run.peak },
      baselinePeakRss: run.baselines,
    },
  };
}
