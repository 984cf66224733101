/**
 * Fake server load section: the fake server, a bare `node:http` server (the ceiling of one Node
 * process) and, as a peer, Prism mocking the same contract, each in a child process of its own, on
 * loopback. Every target is measured two ways, one target after the other: flat out at
 * `CONNECTIONS` connections with autocannon (req/s, and the ratio to Prism's answering the same
 * call in the same run), then at a fixed, evenly paced `P99_FIXED_RATE` req/s (latency
 * percentiles: the p99 budget). The load generators run in processes of their own
 * (load-generator.ts says why). Then the fake server's peak memory. The report is load-report.ts.
 */
import { P99_FIXED_RATE } from './budgets.ts';
import {
  CONNECTIONS,
  type PacedJobRequest,
  type Pacer,
  type Saturation,
  saturate,
  startPacer,
  WARM_UP_REQUESTS,
} from './load-generator.ts';
import { fixedRateFigures, type LoadRow, type LoadRun, loadReport } from './load-report.ts';
import { prismArgs, prismVersion, startPrism, waitForPrism } from './prism.ts';
import { childEnv, freePort, memoryOf, NODE, type Started, start, waitForUrl } from './processes.ts';
import type { SectionRunner } from './section.ts';

/**
 * Seconds measured at the fixed rate: 20,000 calls. Over 5 s (5,000 calls) the p99 was the 50th
 * slowest call, and one pause of this shared 2-core machine decided it: bare node:http's own p99
 * ranged 1.2–3.5 ms from run to run, the fake server's 2.5–7.8 ms.
 */
export const FIXED_RATE_SECONDS = 20;
/** Most sockets the fixed-rate runs may open: far more than 1,000 req/s needs at a few ms each. */
export const FIXED_RATE_CONNECTIONS = 50;
const SESSION = 'bench';
export type ServerKey = 'fake' | 'http' | 'prism';

export interface Target {
  label: string;
  server: ServerKey;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Every answer must contain this (a validation error still answers HTTP 200). */
  expect: string;
  /** A contract operation: validated against the contract, as Prism validates the peer's call. */
  validated: boolean;
  /**
   * Spread the calls over this many sandboxes (`sessionId=<prefix>-<n>` in turn): writes that
   * append records would otherwise grow one sandbox without end during the run.
   */
  rotateSandboxes?: { prefix: string; count: number };
}

/** The order screen's call, sent identically to the fake server and to Prism. */
const LOAN_DETAILS = {
  method: 'POST',
  path: `/v3/loan-details/loan-details?sessionId=${SESSION}`,
  body: 'productId=P1002&orderId=ORD174R',
  expect: '"code":"00"',
} as const;

/** The ceiling: one JSON body from bare node:http. Also what the pacer warms up on. */
const BARE_HTTP: Target = {
  label: 'bare node:http JSON',
  server: 'http',
  method: 'GET',
  path: '/hello',
  expect: '"code":"00"',
  validated: false,
};

const TARGETS: Target[] = [
  BARE_HTTP,
  { label: 'POST loan-details (form body)', server: 'fake', ...LOAN_DETAILS, validated: true },
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
  // Validated by Prism, but a peer: no budget applies to it.
  { label: 'Prism mock: POST loan-details (peer)', server: 'prism', ...LOAN_DETAILS, validated: false },
];

export interface Measured extends Saturation {
  target: Target;
  sample: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const runLoad: SectionRunner = async (options, log) => {
  const duration = options.quick ? 2 : 5;
  const warmup = options.quick ? 1 : 2;
  const fixed = {
    rate: P99_FIXED_RATE,
    connections: FIXED_RATE_CONNECTIONS,
    duration: options.quick ? 5 : FIXED_RATE_SECONDS,
    warmup: 1,
  };
  const servers = new Map<ServerKey, { started: Started; origin: string }>();
  let pacer: Pacer | undefined;
  try {
    const ports = {
      fake: await freePort(),
      http: await freePort(),
      prism: await freePort(),
    };
    log(`starting the fake server (${ports.fake}), bare node:http (${ports.http}), Prism (${ports.prism})…`);
    const origin = (key: ServerKey) => `http://127.0.0.1:${ports[key]}`;
    const spawnServer = (key: ServerKey, args: string[], env: Record<string, string>) => {
      servers.set(key, { started: start(key, NODE, args, { env: childEnv(env) }), origin: origin(key) });
    };
    spawnServer('fake', ['fake-server/src/main.ts'], {
      FAKE_PORT: String(ports.fake),
      FAKE_HOST: '127.0.0.1',
      FAKE_APP_ORIGIN: 'http://127.0.0.1:5173',
    });
    spawnServer('http', ['scripts/bench/servers/bare-http.ts'], { BENCH_PORT: String(ports.http) });
    const prism: LoadRun['prism'] = { version: prismVersion(), command: prismArgs(ports.prism).join(' ') };
    try {
      servers.set('prism', { started: startPrism(ports.prism), origin: origin('prism') });
    } catch (error) {
      prism.problem = errorText(error);
    }
    await Promise.all(
      (['fake', 'http'] as const).map((key) => {
        const server = servers.get(key);
        const url = key === 'fake' ? `${origin(key)}/__fake/orders` : `${origin(key)}/hello`;
        return waitForUrl(url, server?.started);
      }),
    );
    const prismServer = servers.get('prism');
    if (prismServer)
      try {
        await waitForPrism(
          `${prismServer.origin}${LOAN_DETAILS.path}`,
          requestInit(LOAN_DETAILS),
          prismServer.started,
        );
      } catch (error) {
        prism.problem = errorText(error);
        await prismServer.started.stop();
        servers.delete('prism');
      }
    const fake = servers.get('fake')?.started;
    const idle = fake ? memoryOf(fake.pid) : {};
    log(`warming the pacer up: ${WARM_UP_REQUESTS.toLocaleString('en')} calls to bare node:http…`);
    pacer = startPacer();
    await pacer.warm(pacedRequest(origin('http'), BARE_HTTP));

    const rows: LoadRow[] = [];
    for (const target of TARGETS) {
      const server = servers.get(target.server);
      if (!server) {
        rows.push({ target, problem: prism.problem ?? 'its server did not start' });
        continue;
      }
      try {
        log(`${target.label}: warm-up ${warmup} s, then ${duration} s at ${CONNECTIONS} connections`);
        const saturation = await measure(server.origin, target, warmup, duration);
        log(
          `${target.label}: ${fixed.warmup} s, then ${fixed.duration} s at a fixed ${fixed.rate} req/s (≤ ${fixed.connections} sockets)`,
        );
        const request = pacedRequest(server.origin, target);
        const pacing = { rate: fixed.rate, connections: fixed.connections };
        await pacer.run(request, { ...pacing, seconds: fixed.warmup });
        const run = await pacer.run(request, { ...pacing, seconds: fixed.duration });
        rows.push({ target, saturation, fixed: fixedRateFigures(run) });
      } catch (error) {
        rows.push({ target, problem: errorText(error) });
      }
    }
    const peak = fake ? memoryOf(fake.pid) : {};
    const peakOf = (key: ServerKey) => {
      const pid = servers.get(key)?.started.pid;
      return pid === undefined ? undefined : memoryOf(pid).peakRss;
    };
    return loadReport(rows, {
      connections: CONNECTIONS,
      duration,
      warmup,
      fixed,
      memory: {
        idle: idle.rss,
        peak: peak.peakRss,
        now: peak.rss,
        baselines: { http: peakOf('http'), prism: peakOf('prism') },
      },
      prism,
    });
  } finally {
    await pacer?.close();
    await Promise.all([...servers.values()].map(({ started }) => started.stop()));
  }
};

/** A target as the fixed-rate pacer sends it: the same path, body and success test as autocannon's. */
function pacedRequest(origin: string, target: Target): PacedJobRequest {
  return {
    origin,
    method: target.method,
    path: target.path,
    expect: target.expect,
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.rotateSandboxes ? { rotateSandboxes: target.rotateSandboxes } : {}),
  };
}

/** fetch's options for a target's request (the probe, Prism's readiness). */
function requestInit(target: Pick<Target, 'method' | 'body'>): RequestInit {
  return {
    method: target.method,
    ...(target.body
      ? { body: target.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : {}),
  };
}

/** One target: a probe, then a warm-up run and the measured one in a process of their own. */
export async function measure(
  origin: string,
  target: Target,
  warmup: number,
  duration: number,
): Promise<Measured> {
  const sample = await probe(origin, target);
  return { target, sample, ...(await saturate(origin, target, warmup, duration)) };
}

/** One request first: is the answer what a success looks like? (e.g. `"code":"00"`). */
export async function probe(origin: string, target: Target): Promise<string> {
  try {
    const response = await fetch(`${origin}${target.path}`, requestInit(target));
    const text = await response.text();
    return `${response.status} ${text.includes(target.expect) ? 'ok' : `unexpected: ${text.slice(0, 120)}`}`;
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : error}`;
  }
}
