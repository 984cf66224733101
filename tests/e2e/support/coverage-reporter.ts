/**
 * Playwright reporter: the contract coverage of the run, from the records the
 * `coverage` fixture wrote per test. Listed last in playwright.config.ts, so its onEnd runs after
 * the list reporter's summary (the table follows it) and after the html reporter has rebuilt
 * playwright-report/ (which it empties first), so the page written there stays. It fails nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullConfig, Reporter } from '@playwright/test/reporter';
import { renderHtml } from './coverage-html.ts';
import { buildReport, COVERAGE_FILES, type CoverageRecord } from './coverage-model.ts';
import { formatTable } from './coverage-table.ts';
import { loadUniverse } from './coverage-universe.ts';

/** The folder the config sits in: COVERAGE_FILES are relative to it, as the fixture's are. */
export function configRoot(config: Pick<FullConfig, 'configFile'>): string {
  return config.configFile ? dirname(config.configFile) : process.cwd();
}

/** Every record of this run; a file that cannot be read is skipped, not fatal. */
export function readRecords(rawDir: string): CoverageRecord[] {
  if (!existsSync(rawDir)) return [];
  return readdirSync(rawDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return [JSON.parse(readFileSync(join(rawDir, name), 'utf8')) as CoverageRecord];
      } catch {
        return [];
      }
    });
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export default class CoverageReporter implements Reporter {
  #root = process.cwd();

  onBegin(config: FullConfig): void {
    this.#root = configRoot(config);
    // Records of an earlier run must not count in this one.
    rmSync(join(this.#root, COVERAGE_FILES.raw), { recursive: true, force: true });
  }

  onEnd(): void {
    try {
      this.#report();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`\nContract coverage report failed: ${reason}. The test results are not affected.`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }

  #report(): void {
    const records = readRecords(join(this.#root, COVERAGE_FILES.raw));
    if (records.length === 0) {
      console.log('\nContract coverage: no test left a record (none ran).');
      return;
    }
    const universe = loadUniverse(this.#root);
    const report = buildReport(universe, records);
    const table = formatTable(report, COVERAGE_FILES);
    write(
      join(this.#root, COVERAGE_FILES.json),
      `${JSON.stringify({ generatedAt: new Date().toISOString(), ...report }, null, 2)}\n`,
    );
    write(join(this.#root, COVERAGE_FILES.html), renderHtml(report, universe.operations, table));
    console.log(`\n${table}`);
  }
}
