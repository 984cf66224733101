/**
 * The load section's report (pure: unit-tested): the saturation table (req/s, times Prism's and
 * share of node:http's), the fixed-rate table (latency percentiles at 1,000 req/s), the budget checks and the
 * figures for bench-results/latest.json.
 */
import { BUDGETS } from './budgets.ts';
import { budgetCell, count, formatTable, ms, percent, verdict, verdictCell } from './format.ts';
import type { Measured, Target } from './load.ts';
import type { PacedRun } from './paced.ts';
import type { BudgetCheck, SectionResult } from './section.ts';
import { ratio } from './stats.ts';

/**
 * The value below which `p` % of the values lie (nearest rank), or undefined for no values.
 * @example percentile([4, 1, 3, 2], 50) // 2
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The counts of a paced run as the report keeps them (the pacer's own fields, not restated). */
type PacedCounts = Omit<PacedRun, 'rate' | 'seconds' | 'connections' | 'due' | 'latenciesMs' | 'lagsMs'>;

/** What the report keeps of a paced run: its counts and the percentiles of its latencies. */
export interface FixedRateFigures extends PacedCounts {
  p50?: number;
  p90?: number;
  p99?: number;
  max?: number;
  /** The pacer's own lateness (99th percentile), ms: large values mean the bench process lagged. */
  lagP99?: number;
}

export function fixedRateFigures(run: PacedRun): FixedRateFigures {
  const { rate, seconds, connections, due, latenciesMs, lagsMs, ...counts } = run;
  return {
    ...counts,
    p50: percentile(latenciesMs, 50),
    p90: percentile(latenciesMs, 90),
    p99: percentile(latenciesMs, 99),
    max: percentile(latenciesMs, 100),
    lagP99: percentile(lagsMs, 99),
  };
}

/** One target's figures; `problem` when it could not be measured (then nothing else is set). */
export interface LoadRow {
  target: Target;
  saturation?: Measured;
  fixed?: FixedRateFigures;
  problem?: string;
}

export interface LoadRun {
  /** Saturation runs: connections, seconds. */
  connections: number;
  duration: number;
  warmup: number;
  /** Fixed-rate runs: req/s, most sockets, seconds. */
  fixed: { rate: number; connections: number; duration: number; warmup: number };
  memory: {
    idle?: number;
    now?: number;
    peak?: number;
    baselines: { http?: number; prism?: number };
  };
  /** The peer row's Prism: how it was started, or why it was not. */
  prism: { version?: string; command: string; problem?: string };
}

/** Every answer of a fixed-rate run a failure? Then its latencies say nothing about success. */
const fixedFailures = (f: FixedRateFigures) => f.errors + f.timeouts + f.non2xx + f.mismatches;

/** The budget applies to the fake server's calls only: node:http and the peer are references. */
const p99BudgetApplies = (target: Target) => target.server === 'fake';

export function loadReport(rows: readonly LoadRow[], run: LoadRun): SectionResult {
  const rateOf = (server: Target['server']) =>
    rows.find((r) => r.target.server === server)?.saturation?.reqPerSec;
  const http = rateOf('http');
  const prismRate = rateOf('prism');
  const rateLabel = count(run.fixed.rate) ?? String(run.fixed.rate);
  const checks: BudgetCheck[] = [];
  const figures = rows.map((row) => {
    const vsPrism = ratio(row.saturation?.reqPerSec, prismRate);
    const vsHttp = ratio(row.saturation?.reqPerSec, http);
    const p99Verdict = p99BudgetApplies(row.target)
      ? verdict(row.fixed?.p99, BUDGETS.p99AtFixedRateMs)
      : 'n/a';
    if (p99BudgetApplies(row.target))
      checks.push({
        budget: `${row.target.label} p99 at a fixed ${rateLabel} req/s`,
        measured: row.fixed
          ? `${ms(row.fixed.p99, 1) ?? '—'} (at ${count(row.fixed.achievedRate)} req/s)`
          : '—',
        limit: budgetCell(BUDGETS.p99AtFixedRateMs, (v) => ms(v)),
        verdict: p99Verdict,
      });
    return { row, vsPrism, vsHttp, p99Verdict };
  });

  const saturationTable = formatTable(
    ['target', 'req/s', 'p50', 'p99', 'floor', 'errors', 'non-2xx', 'not success', '× Prism', 'vs node:http'],
    figures.map(({ row, vsPrism, vsHttp }) => {
      const s = row.saturation;
      return [
        row.target.label,
        count(s?.reqPerSec),
        ms(s?.p50, 1),
        ms(s?.p99, 1),
        s && s.reqPerSec > 0 ? ms((run.connections / s.reqPerSec) * 1000, 1) : undefined,
        count(s ? s.errors + s.timeouts : undefined),
        count(s?.non2xx),
        count(s?.mismatches),
        times(vsPrism),
        percent(vsHttp),
      ];
    }),
  );
  const fixedTable = formatTable(
    [
      'target',
      'achieved req/s',
      'p50',
      'p90',
      'p99',
      'max',
      'errors',
      'non-2xx',
      'not success',
      'skipped',
      `p99 < ${BUDGETS.p99AtFixedRateMs.limit} ms`,
    ],
    figures.map(({ row, p99Verdict }) => {
      const f = row.fixed;
      return [
        row.target.label,
        count(f?.achievedRate),
        ms(f?.p50, 2),
        ms(f?.p90, 2),
        ms(f?.p99, 2),
        ms(f?.max, 1),
        count(f ? f.errors + f.timeouts : undefined),
        count(f?.non2xx),
        count(f?.mismatches),
        count(f?.skipped),
        verdictCell(p99Verdict),
      ];
    }),
  );

  const notes: string[] = [];
  for (const { row } of figures) {
    if (row.problem) notes.push(`  ${row.target.label}: not measured: ${row.problem}`);
    if (row.saturation && !row.saturation.sample.endsWith(' ok'))
      notes.push(`  ${row.target.label}: first answer ${row.saturation.sample}`);
    if (row.fixed?.firstFailure && fixedFailures(row.fixed) > 0)
      notes.push(`  ${row.target.label}, fixed rate: first failure ${row.fixed.firstFailure}`);
    if (row.fixed && row.fixed.achievedRate < run.fixed.rate * 0.95)
      notes.push(
        `  ${row.target.label}: kept ${count(row.fixed.achievedRate)} of ${rateLabel} req/s (${count(row.fixed.skipped)} requests skipped): ` +
          'it cannot hold the rate, so its latencies include the wait for a socket.',
      );
  }
  const ceiling = rows.find((row) => row.target.server === 'http')?.fixed?.p99;
  if (verdict(ceiling, BUDGETS.p99AtFixedRateMs) === 'missed')
    notes.push(
      `  bare node:http's own p99 was ${ms(ceiling, 2)}: at that, this machine could not keep any Node server ` +
        `under ${BUDGETS.p99AtFixedRateMs.limit} ms in this run; measure the budget again when it is quieter.`,
    );
  const lags = figures.map(({ row }) => row.fixed?.lagP99).filter((v): v is number => v !== undefined);
  const worstLag = lags.length ? Math.max(...lags) : undefined;
  const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(0)} MB`);
  const { memory, prism } = run;

  const needed = count((run.connections / BUDGETS.p99AtFixedRateMs.limit) * 1000);
  const prismRow = figures.find(({ row }) => row.target.server === 'prism')?.row;
  const prismCall = figures.find(
    ({ row }) => row.target.server === 'fake' && row.target.path === prismRow?.target.path,
  );
  const text = [
    `Saturation: ${run.connections} connections flat out per target (autocannon), one target after the other,`,
    `${run.warmup} s warm-up then ${run.duration} s measured. "floor" = connections / req/s: a closed loop that keeps`,
    `${run.connections} requests in flight has a mean latency of connections / throughput (Little's law), so a saturated`,
    `p99 measures throughput, not latency: under ${BUDGETS.p99AtFixedRateMs.limit} ms at ${run.connections} connections would need more than`,
    `${needed} req/s from one Node process. The p99 budget is therefore checked at a fixed rate (second table).`,
    '',
    saturationTable,
    '',
    `Fixed rate: ${rateLabel} req/s, evenly paced and open loop (request n is due n / ${rateLabel} s after the start,`,
    `answered or not), over a keep-alive pool of at most ${run.fixed.connections} sockets, right after the target's`,
    `saturation run: ${run.fixed.warmup} s at the rate, then ${run.fixed.duration} s measured. Latency: from handing a request to the`,
    'pool to the last byte of its answer (a wait for a free socket included). "achieved" = answers received',
    'in the window per second; "skipped" = requests due while a second\'s worth was already waiting (the',
    "target could not keep the rate). Not autocannon's overallRate: it sends each second's share back to",
    'back as the second begins, then idles (mcollina/autocannon#174), a saturated burst once a second whose',
    'p99 is again connections / throughput.',
    '',
    fixedTable,
    ...(worstLag === undefined
      ? []
      : ['', `Pacer lateness (p99 of send time − due time, worst target): ${ms(worstLag, 2)}.`]),
    '',
    `Peer row (no budget): Prism ${prism.version ?? '(not installed)'},`,
    `\`prism ${prism.command}\`:`,
    "the same contract, operation and request as the fake server's POST loan-details, answered in Prism's",
    "default static mode (request validated, answer built from the contract's schemas and examples)" +
      (prismRow?.saturation ? `; first answer ${prismRow.saturation.sample}.` : '.'),
    "`--verboseLevel warn` (a documented `prism mock` option) drops Prism's six info lines per request; the",
    'fake server keeps its own request log.' +
      (prismCall?.vsPrism === undefined
        ? ''
        : ` The fake server answered that call ${times(prismCall.vsPrism)} as fast as Prism, flat out in this run.`),
    ...(prism.problem ? [`Prism could not run: ${prism.problem}`] : []),
    '',
    'autocannon and the pacer run in child processes of their own (load-generator.ts), as each server does;',
    'all share the 2 cores. "not success" = answers without the success envelope (a',
    'validation error still answers HTTP 200).',
    ...(notes.length ? ['', 'Notes:', ...notes] : []),
    '',
    `Fake server memory: ${mb(memory.idle)} RSS idle after start, ${mb(memory.now)} after the run, peak ${mb(memory.peak)} (VmHWM);`,
    `bare node:http peak ${mb(memory.baselines.http)}, Prism peak ${mb(memory.baselines.prism)}.`,
  ].join('\n');

  return {
    section: 'load',
    text,
    checks,
    data: {
      connections: run.connections,
      durationS: run.duration,
      warmupS: run.warmup,
      fixedRate: {
        rate: run.fixed.rate,
        pacing: 'even, open loop',
        maxSockets: run.fixed.connections,
        durationS: run.fixed.duration,
        warmupS: run.fixed.warmup,
      },
      targets: figures.map(({ row, vsPrism, vsHttp }) => {
        const s = row.saturation;
        const f = row.fixed;
        return {
          target: row.target.label,
          server: row.target.server,
          method: row.target.method,
          path: row.target.path,
          ...(row.target.body === undefined ? {} : { body: row.target.body }),
          ...(row.problem === undefined ? {} : { problem: row.problem }),
          ...(s
            ? {
                reqPerSec: Math.round(s.reqPerSec),
                p50Ms: s.p50,
                p99Ms: s.p99,
                errors: s.errors,
                timeouts: s.timeouts,
                non2xx: s.non2xx,
                notSuccess: s.mismatches,
                requests: s.total,
                vsPrism,
                vsNodeHttp: vsHttp,
                firstAnswer: s.sample,
              }
            : {}),
          ...(f
            ? {
                fixedRate: {
                  achievedReqPerSec: Math.round(f.achievedRate),
                  p50Ms: round(f.p50),
                  p90Ms: round(f.p90),
                  p99Ms: round(f.p99),
                  maxMs: round(f.max),
                  pacerLagP99Ms: round(f.lagP99),
                  sent: f.sent,
                  answered: f.answered,
                  skipped: f.skipped,
                  errors: f.errors,
                  timeouts: f.timeouts,
                  non2xx: f.non2xx,
                  notSuccess: f.mismatches,
                  maxInFlight: f.maxInFlight,
                  socketsUsed: f.socketsUsed,
                  ...(f.firstFailure === undefined ? {} : { firstFailure: f.firstFailure }),
                },
              }
            : {}),
        };
      }),
      prism: {
        version: prism.version,
        command: `prism ${prism.command}`,
        ...(prism.problem === undefined ? {} : { problem: prism.problem }),
      },
      fakeServerMemory: { idleRss: memory.idle, rssAfter: memory.now, peakRss: memory.peak },
      baselinePeakRss: memory.baselines,
    },
  };
}

/** A ratio as times: 14.2 → '14.2×'. */
function times(value: number | undefined): string | undefined {
  return value === undefined ? undefined : `${value.toFixed(1)}×`;
}

/** Milliseconds to 3 decimals for the JSON figures. */
function round(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 1000) / 1000;
}
