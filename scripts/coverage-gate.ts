/**
 * The coverage gate: every row (an operation × outcome of the contract, a bridge action the app
 * sends) must be reached by some test of the e2e suite or the screen tests, or be allow-listed
 * with the reason no test can reach it (tests/coverage-allow-list.yaml). Reads the records both
 * suites wrote (tests/e2e/support/coverage-collect.ts, tests/screens/support/screen-coverage.ts),
 * prints the rows no test reaches, writes the whole table with the tests that reach each row to
 * .vitest/coverage-gate.md, and exits 1 when a row is neither reached nor allow-listed.
 *
 *   npm run coverage:gate     after `npm run test:screens` and the e2e suite (`npm test` runs it last)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import {
  buildReport,
  COVERAGE_FILES,
  type CoverageItem,
  type CoverageRecord,
  type CoverageReport,
} from '../tests/e2e/support/coverage-model.ts';
import { readRecords } from '../tests/e2e/support/coverage-reporter.ts';
import { loadUniverse } from '../tests/e2e/support/coverage-universe.ts';
import { PROJECT_ROOT } from './contract-files.ts';

export const ALLOW_LIST_FILE = 'tests/coverage-allow-list.yaml';
export const GATE_REPORT_FILE = '.vitest/coverage-gate.md';

/** One row of the gate: `register 11` (an operation and an outcome) or `bridge goHome`. */
export interface GateRow {
  row: string;
  reached: boolean;
  tests: string[];
  testCount: number;
  /** The allow-list's reason, when the row has one. */
  allowed?: string;
}

export interface GateVerdict {
  rows: GateRow[];
  /** Rows no test reaches and no allow-list entry excuses: the gate fails on any. */
  failing: GateRow[];
  /** Allow-list entries for rows a test does reach, or for no row at all: to be removed. */
  stale: string[];
}

const rowOf = (key: string, item: CoverageItem, allow: ReadonlyMap<string, string>): GateRow => {
  const reason = allow.get(key);
  return {
    row: key,
    reached: item.reached,
    tests: item.tests,
    testCount: item.testCount,
    ...(reason === undefined ? {} : { allowed: reason }),
  };
};

/**
 * The rows of a report (the contract's outcomes: success, each named code, no answer; the bridge
 * actions) judged against the allow-list. Codes seen that the contract does not name are shown by
 * the e2e report, and are no rows of the gate.
 * @example gateVerdict(report, new Map([['getSid no answer', 'the page never retries get-sid']]))
 */
export function gateVerdict(report: CoverageReport, allow: ReadonlyMap<string, string>): GateVerdict {
  const rows = [
    ...report.outcomes
      .filter((item) => item.expected && item.kind !== 'other')
      .map((item) => rowOf(`${item.operationId} ${item.outcome}`, item, allow)),
    ...report.bridge.filter((item) => item.expected).map((item) => rowOf(`bridge ${item.key}`, item, allow)),
  ];
  const known = new Set(rows.map((row) => row.row));
  const stale = [
    ...rows.filter((row) => row.reached && row.allowed !== undefined).map((row) => row.row),
    ...[...allow.keys()].filter((key) => !known.has(key)),
  ];
  return { rows, failing: rows.filter((row) => !row.reached && row.allowed === undefined), stale };
}

/** The allow-list file: `allowed: [{ row, reason }]`. A missing reason is an error, not a pass. */
export function parseAllowList(text: string): Map<string, string> {
  const parsed = (parse(text) ?? {}) as { allowed?: { row?: unknown; reason?: unknown }[] | null };
  const allow = new Map<string, string>();
  for (const entry of parsed.allowed ?? []) {
    if (typeof entry.row !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '')
      throw new Error(
        `${ALLOW_LIST_FILE}: every entry needs a row and the reason it cannot be reached (${JSON.stringify(entry)})`,
      );
    allow.set(entry.row, entry.reason);
  }
  return allow;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The whole table, fit for a pull-request comment: each row, its state and the tests reaching it. */
export function gateMarkdown(verdict: GateVerdict, suites: { e2e: number; screens: number }): string {
  const reached = verdict.rows.filter((row) => row.reached).length;
  const allowed = verdict.rows.filter((row) => !row.reached && row.allowed !== undefined).length;
  const lines = [
    '# Coverage gate',
    '',
    `${verdict.rows.length} rows: ${reached} reached, ${allowed} allow-listed, ${verdict.failing.length} reached by no test ` +
      `(records of ${suites.e2e} e2e tests and ${suites.screens} screen tests).`,
    '',
    '| Row | State | Tests that reach it |',
    '| --- | --- | --- |',
    ...verdict.rows.map((row) => {
      const state = row.reached
        ? 'reached'
        : row.allowed !== undefined
          ? `allowed: ${row.allowed}`
          : '**never reached**';
      const more = row.testCount > row.tests.length ? ` … ${row.testCount - row.tests.length} more` : '';
      return `| ${cell(row.row)} | ${cell(state)} | ${cell(row.tests.join('; ') + more)} |`;
    }),
  ];
  if (verdict.stale.length > 0)
    lines.push('', `Allow-list entries to remove (reached, or no such row): ${verdict.stale.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** Every record both suites left, e2e first. */
export function readAllRecords(root: string): { e2e: CoverageRecord[]; screens: CoverageRecord[] } {
  return {
    e2e: readRecords(join(root, COVERAGE_FILES.raw)),
    screens: readRecords(join(root, COVERAGE_FILES.screens)),
  };
}

function main(root: string): number {
  const { e2e, screens } = readAllRecords(root);
  if (e2e.length === 0 || screens.length === 0) {
    console.error(
      `Coverage gate: no records of the ${e2e.length === 0 ? 'e2e suite' : 'screen tests'}; ` +
        'run `npm run test:screens` and `npm run test:e2e` first (npm test runs all three).',
    );
    return 1;
  }
  const allowFile = join(root, ALLOW_LIST_FILE);
  const allow = existsSync(allowFile)
    ? parseAllowList(readFileSync(allowFile, 'utf8'))
    : new Map<string, string>();
  const verdict = gateVerdict(buildReport(loadUniverse(root), [...e2e, ...screens]), allow);
  const file = join(root, GATE_REPORT_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, gateMarkdown(verdict, { e2e: e2e.length, screens: screens.length }));
  const reached = verdict.rows.filter((row) => row.reached).length;
  console.log(
    `Coverage gate: ${reached}/${verdict.rows.length} rows reached, ` +
      `${verdict.rows.length - reached - verdict.failing.length} allow-listed (table: ${GATE_REPORT_FILE}).`,
  );
  if (verdict.stale.length > 0)
    console.log(`Allow-list entries to remove from ${ALLOW_LIST_FILE}: ${verdict.stale.join(', ')}`);
  if (verdict.failing.length === 0) return 0;
  console.error(
    `FAIL: ${verdict.failing.length} rows no test reaches: ${verdict.failing.map((row) => row.row).join(', ')}.\n` +
      `Reach each in a screen test or an e2e spec, or give the reason it cannot be reached in ${ALLOW_LIST_FILE}.`,
  );
  return 1;
}

if (import.meta.main) process.exitCode = main(PROJECT_ROOT);
