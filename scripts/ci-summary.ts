/**
 * Prints the one closing line CI reads, `N passed, N failed`, from the result files the unit and
 * screen, slow (Vitest), end-to-end (Playwright) and WebKit lane (Vitest) runs write. A missing file counts as
 * nothing run; a WebKit lane skipped for want of WebKitWebDriver counts as one skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

interface VitestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
}
interface PlaywrightResults {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read<T>(path: string): T | undefined {
  const file = join(root, path);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const path of [
  '.vitest/results.json',
  '.vitest/screens-results.json',
  '.vitest/slow-results.json',
  'test-results/webkit/results.json',
]) {
  const vitest = read<VitestResults>(path);
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
if (read<{ reason: string }>('test-results/webkit/skipped.json')) skipped += 1;
const e2e = read<PlaywrightResults>('test-results/results.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
// A failing step that ran no test (typecheck, lint, build) must still fail the line.
if (process.argv.includes('--step-failed') && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
