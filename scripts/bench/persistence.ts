/**
 * Persistence section (kept sandboxes must not slow the server): the fake server in memory and
 * with FAKE_DB holding 400 stored sandboxes, side by side in one run, each in a child process of
 * its own, the same read-only and write calls at the same connections. Reports req/s, latency and
 * the DB/memory ratios.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillStoredSandboxes } from '../../fake-server/src/test-support/stored-sandboxes.ts';
import { BUDGETS } from './budgets.ts';
import { budgetCell, count, formatTable, ms, percent, verdict } from './format.ts';
import { type Measured, measure, type Target } from './load.ts';
import { CONNECTIONS } from './load-generator.ts';
import { childEnv, freePort, NODE, start, waitForUrl } from './processes.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';
import { ratio } from './stats.ts';

const STORED = 400;
/** A stored sandbox: in DB mode its first call reads it back, then it is in the cache. */
const READ_SANDBOX = 'stored-7';

const READ: Target = {
  label: 'read: POST loan-details',
  server: 'fake',
  method: 'POST',
  path: `/v3/loan-details/loan-details?sessionId=${READ_SANDBOX}`,
  body: 'productId=P1002&orderId=ORD174R',
  expect: '"code":"00"',
  validated: true,
};
const WRITE: Target = {
  label: 'write: POST event/save (50 sandboxes in turn)',
  server: 'fake',
  method: 'POST',
  path: '/service/event/save',
  body: 'productId=P1001&moduleId=30&positionId=0',
  expect: '"code":"00"',
  validated: true,
  rotateSandboxes: { prefix: 'bench-writes', count: 50 },
};

interface Row extends Measured {
  mode: 'memory' | 'FAKE_DB';
}

/** Calls that did not answer success: errors, time-outs, other HTTP statuses, other bodies. */
const failuresOf = (row: Row) => row.errors + row.timeouts + row.non2xx + row.mismatches;

export const runPersistence: SectionRunner = async (options, log) => {
  const duration = options.quick ? 2 : 5;
  const warmup = options.quick ? 1 : 2;
  const dir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const rows: Row[] = [];
  try {
    log(`filling a database with ${STORED} sandboxes…`);
    const db = join(dir, 'sandboxes.db');
    fillStoredSandboxes(db, STORED);
    for (const mode of ['memory', 'FAKE_DB'] as const) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const server = start(`fake (${mode})`, NODE, ['fake-server/src/main.ts'], {
        env: childEnv({
          FAKE_PORT: String(port),
          FAKE_HOST: '127.0.0.1',
          ...(mode === 'FAKE_DB' ? { FAKE_DB: db } : {}),
        }),
      });
      try {
        await waitForUrl(`${origin}/__fake/operations`, server);
        for (const target of [READ, WRITE]) {
          log(
            `${mode}, ${target.label}: warm-up ${warmup} s, then ${duration} s at ${CONNECTIONS} connections`,
          );
          rows.push({ mode, ...(await measure(origin, target, warmup, duration)) });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return report(rows, duration, warmup);
};

function report(rows: readonly Row[], duration: number, warmup: number) {
  const rate = (mode: Row['mode'], target: Target) =>
    rows.find((row) => row.mode === mode && row.target === target)?.reqPerSec;
  const checks: BudgetCheck[] = [];
  const ratios = [
    { target: READ, budget: BUDGETS.persistenceReadVsMemory },
    { target: WRITE, budget: BUDGETS.persistenceWriteVsMemory },
  ].map(({ target, budget }) => {
    const value = ratio(rate('FAKE_DB', target), rate('memory', target));
    checks.push({
      budget: `${target.label} req/s with FAKE_DB vs memory`,
      measured: percent(value) ?? '—',
      limit: budgetCell(budget, percent),
      verdict: verdict(value, budget),
    });
    return { target: target.label, dbVsMemory: value };
  });
  const table = formatTable(
    ['mode', 'call', 'req/s', 'p50', 'p99', 'failures', 'first answer'],
    rows.map((row) => [
      row.mode,
      row.target.label,
      count(row.reqPerSec),
      ms(row.p50, 1),
      ms(row.p99, 1),
      count(failuresOf(row)),
      row.sample,
    ]),
  );
  return {
    section: 'persistence' as const,
    text: [
      `${CONNECTIONS} connections, ${warmup} s warm-up then ${duration} s measured per call; the FAKE_DB server starts`,
      `with ${STORED} stored sandboxes. Every write is saved (one SQLite transaction, WAL) before it answers.`,
      '',
      table,
      '',
      ratios.map((r) => `${r.target}: FAKE_DB at ${percent(r.dbVsMemory) ?? '—'} of memory`).join('; '),
    ].join('\n'),
    checks,
    data: {
      connections: CONNECTIONS,
      durationS: duration,
      storedSandboxes: STORED,
      rows: rows.map((row) => ({
        mode: row.mode,
        call: row.target.label,
        reqPerSec: Math.round(row.reqPerSec),
        p50Ms: row.p50,
        p99Ms: row.p99,
        failures: failuresOf(row),
      })),
      ratios,
    },
  };
}
