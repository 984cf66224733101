/**
 * The screen tests' half of the contract coverage: what each test made the app do (the calls in
 * its sandboxes' request logs, the bridge messages the screen posted), written as one small JSON
 * file per test, in the e2e fixture's record format (tests/e2e/support/coverage-model.ts). The
 * coverage gate (scripts/coverage-gate.ts) counts these with the e2e suite's records.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InProcessFakeWorld } from '../../../fake-server/src/in-process/in-process-world.ts';
import { COVERAGE_FILES, type CoverageRecord, type LoggedCall } from '../../e2e/support/coverage-model.ts';
import type { NativeCall } from './native-shell.ts';

/** Where the screen tests' records go, relative to the repository (a screens run empties it first). */
export const SCREEN_COVERAGE_DIR = COVERAGE_FILES.screens;

interface Watched {
  world: InProcessFakeWorld;
  sandboxId: string;
  /** Log entries up to this id were there before this test rendered the sandbox. */
  afterId: number;
  nativeCalls: NativeCall[];
}

let watched: Watched[] = [];

/** renderRoute calls this for every render: the sandbox and the bridge messages count for this test. */
export function watchForCoverage(
  world: InProcessFakeWorld,
  sandboxId: string,
  nativeCalls: NativeCall[],
): void {
  // A sandbox rendered again in the same test (a reload) keeps the start of its first render.
  const known = watched.find((entry) => entry.sandboxId === sandboxId && entry.world === world);
  const afterId = known?.afterId ?? world.sandbox(sandboxId).log.at(-1)?.id ?? 0;
  watched.push({ world, sandboxId, afterId, nativeCalls });
}

function callsOf({ world, sandboxId, afterId }: Watched): LoggedCall[] {
  return world
    .sandbox(sandboxId)
    .log.filter((entry) => entry.id > afterId && entry.operationId !== null)
    .map(({ operationId, httpStatus, code, effect }) => ({
      operationId: operationId ?? '',
      httpStatus,
      code,
      effect,
    }));
}

function slug(text: string): string {
  return text.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 120);
}

/**
 * Writes this test's record (setup.ts, after each test) and forgets its renders. Never throws: a
 * lost record only makes the gate undercount, and says why.
 * @example saveScreenCoverage(expect.getState().testPath, expect.getState().currentTestName)
 */
export function saveScreenCoverage(testPath: string | undefined, testName: string | undefined): void {
  const renders = watched;
  watched = [];
  if (renders.length === 0 || testPath === undefined || testName === undefined) return;
  try {
    const root = process.cwd();
    const file = relative(root, testPath);
    const seen = new Set<string>();
    const calls = renders.flatMap((entry) => {
      // A sandbox rendered twice (a reload) is read once.
      if (seen.has(entry.sandboxId)) return [];
      seen.add(entry.sandboxId);
      return callsOf(entry);
    });
    const record: CoverageRecord = {
      test: `screens › ${file} › ${testName}`,
      calls,
      bridge: renders.flatMap((entry) => entry.nativeCalls.map((message) => message.action)),
      routes: [],
    };
    const dir = join(root, SCREEN_COVERAGE_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${slug(`${file} ${testName}`)}.json`), JSON.stringify(record));
  } catch (error) {
    console.warn(
      `Contract coverage: no record for this test (${error instanceof Error ? error.message : error}).`,
    );
  }
}
