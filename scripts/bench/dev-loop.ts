/**
 * Dev loop section: time from spawning `npm run dev` until the fake server and the app both answer
 * (then the whole group stopped), the reloads of a running `npm run dev` (a fake route saved → the
 * new answer; a contract file saved → the fake server answers the new field and the generated
 * types have it: scripts/dev-reload-bench.ts, in a copy of the project), `npm run check`, and the
 * e2e suite (`npm run build`, `npm run build:bridge-sim`, `npx playwright test`; left out with
 * --skip-e2e and --quick). `npm run dev` runs on free ports, so a developer's own can stay up.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_PORT as E2E_APP_PORT, FAKE_PORT as E2E_FAKE_PORT } from '../../tests/e2e/ports.ts';
import {
  type ContractReload,
  measureReloads,
  type ReloadTimings,
  type RouteReload,
} from '../dev-reload-bench.ts';
import { BUDGETS } from './budgets.ts';
import { type Budget, budgetCell, formatTable, ms, seconds, verdict, verdictCell } from './format.ts';
import { childEnv, freePort, lastLines, portInUse, root, run, start, waitForUrl } from './processes.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';

/** The goal for each reload of a running `npm run dev`: a save shows up within 3 s. */
const RELOAD_GOAL: Budget = { op: '<=', limit: 3_000 };
const reloadLimit = budgetCell(RELOAD_GOAL, (v) => seconds(v, 0));

interface Step {
  step: string;
  ms?: number;
  result: string;
  budget?: string;
  verdict?: string;
}

export const runDevLoop: SectionRunner = async (options, log) => {
  const steps: Step[] = [];
  const checks: BudgetCheck[] = [];
  const data: Record<string, unknown> = {};

  // 1. npm run dev until both ports answer.
  log('npm run dev: timing until both ports answer…');
  const dev = await timeDev(await freePort(), await freePort());
  data.dev = dev;
  const devVerdict = verdict(dev.bothMs, BUDGETS.devStartMs);
  steps.push({
    step: 'npm run dev → both ports answer',
    ms: dev.bothMs,
    result: dev.error
      ? dev.error
      : `fake ${seconds(dev.fakeMs, 1)}, app ${seconds(dev.appMs, 1)}${dev.selfReported ? `; dev.ts prints 'Ready in ${dev.selfReported} s'` : ''}`,
    budget: budgetCell(BUDGETS.devStartMs, (v) => seconds(v, 0)),
    verdict: verdictCell(devVerdict),
  });
  checks.push({
    budget: 'npm run dev until both ports answer',
    measured: seconds(dev.bothMs, 1) ?? '—',
    limit: budgetCell(BUDGETS.devStartMs, (v) => seconds(v, 0)),
    verdict: devVerdict,
  });
  steps.push({
    step: 'stop (SIGTERM to the group) → ports free',
    ms: dev.stopMs,
    result: dev.portsFreed ? 'both ports free again' : 'a port still answers after 5 s',
  });

  // 2. The reloads of a running npm run dev.
  log('npm run dev (in a copy of the project): timing the reloads…');
  const reloads = await measureReloads(root, log).catch(
    (error: unknown): ReloadTimings => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  data.reloads = reloads;
  if (reloads.error) steps.push({ step: 'reloads of npm run dev', result: `not measured: ${reloads.error}` });
  steps.push(...routeSteps(reloads.route, checks), ...contractSteps(reloads.contract, checks));

  // 3. npm run check.
  log('npm run check (typecheck, lint, unit + server tests)…');
  const check = await run('check', 'npm', ['run', 'check'], { timeoutMs: 20 * 60_000 });
  steps.push({ step: 'npm run check', ms: check.ms, result: outcome(check) });
  data.check = { ms: Math.round(check.ms), exitCode: check.code };
  if (check.code !== 0) log(`npm run check failed:\n${lastLines(check.output)}`);

  // 4. The e2e suite, as `npm run test:e2e` runs it.
  let e2eMs: number | undefined;
  if (options.skipE2e) {
    steps.push({ step: 'e2e suite', result: options.quick ? 'left out (--quick)' : 'left out (--skip-e2e)' });
  } else {
    const taken = [];
    for (const port of [E2E_FAKE_PORT, E2E_APP_PORT]) if (await portInUse(port)) taken.push(port);
    if (taken.length > 0) {
      const why = `port ${taken.join(' and ')} busy (another e2e run?): not run`;
      log(why);
      steps.push({ step: 'e2e suite', result: why });
      data.e2e = { skipped: why };
    } else {
      e2eMs = 0;
      const e2e: Record<string, unknown> = {};
      for (const [step, command, args] of [
        ['npm run build', 'npm', ['run', 'build']],
        ['npm run build:bridge-sim', 'npm', ['run', 'build:bridge-sim']],
        ['npx playwright test', 'npx', ['playwright', 'test']],
      ] as const) {
        log(`${step}…`);
        const stepStart = Date.now();
        const result = await run(step, command, args, {
          timeoutMs: 20 * 60_000,
          env: childEnv({ CI: undefined }),
        });
        e2eMs += result.ms;
        const summary = step.startsWith('npx') ? playwrightSummary(stepStart) : undefined;
        steps.push({
          step,
          ms: result.ms,
          result: summary ? `${outcome(result)}; ${summary}` : outcome(result),
        });
        e2e[step] = { ms: Math.round(result.ms), exitCode: result.code, summary };
        if (result.code !== 0) log(`${step} failed:\n${lastLines(result.output)}`);
        if (result.code !== 0 && !step.startsWith('npx')) break;
      }
      data.e2e = e2e;
    }
  }

  // 5. The whole `npm test` = check + e2e, when both ran.
  if (e2eMs !== undefined) {
    const total = check.ms + e2eMs;
    const testVerdict = verdict(total, BUDGETS.npmTestMs);
    steps.push({
      step: 'npm test (check + e2e, summed)',
      ms: total,
      result: '',
      budget: budgetCell(BUDGETS.npmTestMs, (v) => `${v / 60_000} min`),
      verdict: verdictCell(testVerdict),
    });
    checks.push({
      budget: 'whole npm test',
      measured: seconds(total, 0) ?? '—',
      limit: budgetCell(BUDGETS.npmTestMs, (v) => `${v / 60_000} min`),
      verdict: testVerdict,
    });
    data.npmTestMs = Math.round(total);
  }

  return {
    section: 'dev',
    text: formatTable(
      ['step', 'time', 'result', 'budget', 'verdict'],
      steps.map((s) => [
        s.step,
        s.ms !== undefined && s.ms < 1_000 ? ms(s.ms) : seconds(s.ms, 1),
        s.result,
        s.budget,
        s.verdict,
      ]),
    ),
    checks,
    data,
  };
};

function reloadStep(step: string, value: number, result: string, checks: BudgetCheck[]): Step {
  const met = verdict(value, RELOAD_GOAL);
  checks.push({ budget: step, measured: seconds(value, 1) ?? '—', limit: reloadLimit, verdict: met });
  return { step, ms: value, result, budget: reloadLimit, verdict: verdictCell(met) };
}

const switchText = (kept: boolean) => (kept ? 'QA switch kept' : 'QA switch LOST');

function routeSteps(route: RouteReload | { error: string } | undefined, checks: BudgetCheck[]): Step[] {
  const step = 'fake route saved → the app gets the new answer';
  if (route === undefined) return [];
  if ('error' in route) return [{ step, result: `not measured: ${route.error}` }];
  const stream = route.streamMs === undefined ? '' : `; event stream back at ${seconds(route.streamMs, 1)}`;
  return [
    reloadStep(
      step,
      route.ms,
      `restart ${route.restartSaid ?? '?'} (its own figure)${stream}; ${switchText(route.switchKept)}`,
      checks,
    ),
  ];
}

function contractSteps(
  contract: ContractReload | { error: string } | undefined,
  checks: BudgetCheck[],
): Step[] {
  const step = 'contract saved → the fake server answers the new field';
  if (contract === undefined) return [];
  if ('error' in contract) return [{ step, result: `not measured: ${contract.error}` }];
  const tsc = contract.tsc.ok
    ? `tsc on a file using it passes (${seconds(contract.tsc.ms, 1)})`
    : `tsc on a file using it FAILS: ${contract.tsc.output?.split('\n')[0] ?? ''}`;
  return [
    reloadStep(
      step,
      contract.fakeMs,
      `regenerated in ${contract.regeneratedSaid ?? '?'}, then the restart; ${switchText(contract.switchKept)}`,
      checks,
    ),
    reloadStep('contract saved → the generated types have it', contract.typesMs, tsc, checks),
  ];
}

function outcome(result: { code: number | null; timedOut: boolean }): string {
  if (result.timedOut) return 'timed out';
  return result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
}

/** 'N passed, N failed, N flaky, N skipped' from Playwright's JSON reporter output of this run. */
function playwrightSummary(since: number): string | undefined {
  const file = join(root, 'test-results/results.json');
  if (!existsSync(file) || statSync(file).mtimeMs < since) return undefined;
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`;
  } catch {
    return undefined;
  }
}

interface DevTiming {
  fakeMs?: number;
  appMs?: number;
  bothMs?: number;
  selfReported?: string;
  stopMs?: number;
  portsFreed?: boolean;
  error?: string;
}

async function timeDev(fakePort: number, appPort: number): Promise<DevTiming> {
  const began = performance.now();
  // Its sandboxes in a file of its own: the developer's .fake/dev.db stays as it is.
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-dev-db-'));
  const dev = start('dev', 'npm', ['run', 'dev'], {
    env: childEnv({ FAKE_PORT: String(fakePort), APP_PORT: String(appPort), FAKE_DB: join(dbDir, 'dev.db') }),
  });
  const timing: DevTiming = {};
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${fakePort}/__fake/orders`, dev, 60_000).then(() => {
        timing.fakeMs = performance.now() - began;
      }),
      waitForUrl(`http://127.0.0.1:${appPort}/`, dev, 60_000).then(() => {
        timing.appMs = performance.now() - began;
      }),
    ]);
    timing.bothMs = performance.now() - began;
    // dev.ts prints its own figure (from its start, after npm and generate) once both answer.
    const deadline = Date.now() + 3_000;
    while (!/Ready in/.test(dev.output()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    timing.selfReported = dev.output().match(/Ready in ([\d.]+) s/)?.[1];
  } catch (error) {
    timing.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    // Stopped = the group signalled and both ports free again.
    const stopping = performance.now();
    await dev.stop();
    const deadline = Date.now() + 5_000;
    let free = false;
    while (!free && Date.now() < deadline) {
      free = !(await portInUse(fakePort)) && !(await portInUse(appPort));
      if (!free) await new Promise((r) => setTimeout(r, 50));
    }
    timing.stopMs = performance.now() - stopping;
    timing.portsFreed = free;
    rmSync(dbDir, { recursive: true, force: true });
  }
  return timing;
}
