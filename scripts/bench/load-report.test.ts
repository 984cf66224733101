import { describe, expect, it } from 'vitest';
import type { Measured, Target } from './load.ts';
import {
  type FixedRateFigures,
  fixedRateFigures,
  type LoadRow,
  type LoadRun,
  loadReport,
  percentile,
} from './load-report.ts';
import type { PacedRun } from './paced.ts';

describe('percentile', () => {
  it('takes the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('is the one value of a single sample and undefined for none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
    expect(percentile([Number.NaN], 50)).toBeUndefined();
  });

  it('does not reorder the values it is given', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

const pacedRun = (over: Partial<PacedRun> = {}): PacedRun => ({
  rate: 1000,
  seconds: 2,
  connections: 50,
  due: 2000,
  sent: 2000,
  skipped: 0,
  answered: 2000,
  achievedRate: 999.5,
  latenciesMs: Array.from({ length: 2000 }, (_, i) => (i + 1) / 100), // 0.01 … 20 ms
  lagsMs: [0.1, 0.2, 1.5],
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  mismatches: 0,
  maxInFlight: 4,
  socketsUsed: 4,
  ...over,
});

describe('fixedRateFigures', () => {
  it('keeps the achieved rate, the latency percentiles and the counts', () => {
    const figures = fixedRateFigures(pacedRun());
    expect(figures).toMatchObject({
      achievedRate: 999.5,
      p50: 10,
      p90: 18,
      p99: 19.8,
      max: 20,
      lagP99: 1.5,
      sent: 2000,
      skipped: 0,
      socketsUsed: 4,
    });
    expect(figures.firstFailure).toBeUndefined();
  });
});

const target = (over: Partial<Target> & Pick<Target, 'label' | 'server'>): Target => ({
  method: 'GET',
  path: '/x',
  expect: '"code":"00"',
  validated: false,
  ...over,
});
const saturation = (t: Target, reqPerSec: number): Measured => ({
  target: t,
  reqPerSec,
  p50: 5,
  p99: 20,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  mismatches: 0,
  total: reqPerSec * 5,
  sample: '200 ok',
});
const fixed = (p99: number, over: Partial<FixedRateFigures> = {}): FixedRateFigures => ({
  ...fixedRateFigures(pacedRun()),
  p99,
  ...over,
});

const HTTP = target({ label: 'bare node:http', server: 'http' });
const LOAN = target({ label: 'POST loan-details', server: 'fake', method: 'POST', validated: true });
const CONTRACT = target({ label: 'GET contract', server: 'fake', path: '/contract', validated: true });
const ORDERS = target({ label: 'GET /__fake/orders', server: 'fake' });
const PRISM = target({ label: 'Prism mock: POST loan-details (peer)', server: 'prism', method: 'POST' });

const RUN: LoadRun = {
  connections: 100,
  duration: 5,
  warmup: 2,
  fixed: { rate: 1000, connections: 50, duration: 5, warmup: 1 },
  memory: { idle: 150e6, now: 200e6, peak: 220e6, baselines: { http: 80e6, prism: 300e6 } },
  prism: { version: '5.16.0', command: 'mock openapi/openapi.yaml -h 127.0.0.1 -p 4010 --verboseLevel warn' },
};

const rows = (): LoadRow[] => [
  { target: HTTP, saturation: saturation(HTTP, 20_000), fixed: fixed(0.9) },
  { target: LOAN, saturation: saturation(LOAN, 4_000), fixed: fixed(1.2) },
  { target: CONTRACT, saturation: saturation(CONTRACT, 5_000), fixed: fixed(2.5) },
  { target: ORDERS, saturation: saturation(ORDERS, 6_000), fixed: fixed(3) },
  {
    target: PRISM,
    saturation: saturation(PRISM, 800),
    fixed: fixed(900, { achievedRate: 790, skipped: 1050 }),
  },
];

describe('loadReport', () => {
  it('checks the p99 of every fake-server call at the fixed rate, and nothing else', () => {
    const { checks } = loadReport(rows(), RUN);
    expect(checks).toEqual([
      {
        budget: 'POST loan-details p99 at a fixed 1,000 req/s',
        measured: '1.2 ms (at 1,000 req/s)',
        limit: '< 2 ms',
        verdict: 'met',
      },
      {
        budget: 'GET contract p99 at a fixed 1,000 req/s',
        measured: '2.5 ms (at 1,000 req/s)',
        limit: '< 2 ms',
        verdict: 'missed',
      },
      {
        budget: 'GET /__fake/orders p99 at a fixed 1,000 req/s',
        measured: '3.0 ms (at 1,000 req/s)',
        limit: '< 2 ms',
        verdict: 'missed',
      },
    ]);
  });

  it("gives every row's throughput as times Prism's, and the same call's in a sentence", () => {
    const { text } = loadReport(rows(), RUN);
    const loan = text.split('\n').find((line) => line.startsWith('POST loan-details '));
    expect(loan).toMatch(/4,000 .*5\.0×\s+20%$/);
    expect(text).toContain('The fake server answered that call 5.0× as fast as Prism, flat out in this run.');
    expect(text).not.toContain('Express');
  });

  it('prints the peer in both tables with its ratio and achieved rate, under no budget', () => {
    const { text } = loadReport(rows(), RUN);
    const prismLines = text.split('\n').filter((line) => line.startsWith('Prism mock'));
    expect(prismLines).toHaveLength(2);
    const [saturated, atRate] = prismLines;
    expect(saturated).toMatch(/800 .*1\.0×\s+4%$/);
    expect(atRate).toMatch(/790 .*900\.00 ms .*1,050\s+—$/);
    expect(text).toContain('kept 790 of 1,000 req/s (1,050 requests skipped)');
    expect(text).toContain('`prism mock openapi/openapi.yaml -h 127.0.0.1 -p 4010 --verboseLevel warn`');
    expect(text).toContain('Prism peak 300 MB');
    expect(text).toContain('first answer 200 ok.');
  });

  it('explains why the p99 is not measured at saturation', () => {
    const { text } = loadReport(rows(), RUN);
    expect(text).toContain("Little's law");
    expect(text).toContain('more than\n50,000 req/s');
    expect(text).toContain('mcollina/autocannon#174');
  });

  it('writes both measurements of every target to the figures', () => {
    const { data } = loadReport(rows(), RUN);
    const targets = data.targets as Record<string, unknown>[];
    expect(targets).toHaveLength(5);
    expect(targets[1]).toMatchObject({
      target: 'POST loan-details',
      server: 'fake',
      reqPerSec: 4000,
      vsPrism: 5,
      vsNodeHttp: 0.2,
      fixedRate: { achievedReqPerSec: 1000, p99Ms: 1.2, p50Ms: 10, p90Ms: 18, maxMs: 20 },
    });
    expect(targets[4]).toMatchObject({
      server: 'prism',
      fixedRate: { achievedReqPerSec: 790, skipped: 1050 },
    });
    expect(data.fixedRate).toEqual({
      rate: 1000,
      pacing: 'even, open loop',
      maxSockets: 50,
      durationS: 5,
      warmupS: 1,
    });
    expect(data.prism).toMatchObject({ version: '5.16.0', command: expect.stringMatching(/^prism mock /) });
  });

  it('keeps a target it could not measure, with the reason, and no verdict from it', () => {
    const measured = rows().slice(0, 4);
    const { text, checks, data } = loadReport(
      [...measured, { target: PRISM, problem: 'Prism ended before it answered' }],
      { ...RUN, prism: { ...RUN.prism, problem: 'Prism ended before it answered' } },
    );
    expect(text).toContain(
      'Prism mock: POST loan-details (peer): not measured: Prism ended before it answered',
    );
    expect(text).toContain('Prism could not run: Prism ended before it answered');
    expect(checks).toHaveLength(3);
    expect((data.targets as Record<string, unknown>[])[4]).toEqual({
      target: PRISM.label,
      server: 'prism',
      method: 'POST',
      path: '/x',
      problem: 'Prism ended before it answered',
    });
  });

  it("says when the machine's own ceiling missed the p99 budget, and only then", () => {
    const noisy = rows();
    noisy[0] = { ...(noisy[0] as LoadRow), fixed: fixed(2.11) };
    expect(loadReport(noisy, RUN).text).toContain(
      "bare node:http's own p99 was 2.11 ms: at that, this machine could not keep any Node server under 2 ms",
    );
    expect(loadReport(rows(), RUN).text).not.toContain("bare node:http's own p99");
  });

  it('names the first failed answer of a fixed-rate run', () => {
    const broken = rows();
    broken[3] = { ...(broken[3] as LoadRow), fixed: fixed(2, { non2xx: 3, firstFailure: '500 oops' }) };
    expect(loadReport(broken, RUN).text).toContain('GET /__fake/orders, fixed rate: first failure 500 oops');
  });
});
