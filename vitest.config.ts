import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { parseEnv } from './web/src/config/env-schema.ts';

/**
 * Suites that start processes or run for seconds (a fuzzing run, a killed server, `npm run dev`
 * restarting, the contract watcher, property searches over storage and imports): `npm test` runs them after `npm run check` (`npm run
 * test:slow`), so the check a developer runs before each commit stays quick.
 */
const SLOW = [
  'fake-server/src/fuzz.test.ts',
  'fake-server/src/api/copy-as-curl.test.ts',
  'fake-server/src/contract-fuzz/contract-fuzz.test.ts',
  'fake-server/src/contract-fuzz/qa-fuzz.test.ts',
  'fake-server/src/persistence/crash-durability.test.ts',
  'fake-server/src/memory-flood.test.ts',
  'scripts/dev-restart.test.ts',
  'scripts/contract-watch.test.ts',
  // The contract diff: api-smart-diff over 60 corpus edits, and the gate reading every source file.
  'scripts/contract-diff-corpus.test.ts',
  'scripts/contract-diff.test.ts',
  // Searches over a real server's storage and imports (each 4–25 s): a full disk, a damaged
  // page, clock moves, hostile imports, the log budget and a thousand sandboxes' last uses.
  'fake-server/src/admin/sandbox-import-strict.test.ts',
  'fake-server/src/admin/clock-range.test.ts',
  'fake-server/src/persistence/sandbox-uses.test.ts',
  'fake-server/src/persistence/start-checks.test.ts',
  'fake-server/src/persistence/write-faults.test.ts',
  'fake-server/src/store/log-budget.test.ts',
  // The bench's load drivers: real sockets and timed runs against a live server.
  'scripts/bench/load-generator.test.ts',
  'scripts/bench/paced.test.ts',
];

const IN_PROCESS = 'fake-server/src/in-process/**/*.test.ts';

// Five projects: browser-side code runs in happy-dom, the screens in happy-dom against the fake
// world in-process, the fake server and scripts in Node, the adapter's parity with Express in Node
// on its own, the slow suites in Node on their own (`npm run test:unit` runs all but the last;
// `npm run check` the web and server ones, `npm run test:screens` the screens and parity).
export default defineConfig({
  test: {
    // The JSON results feed the CI summary line (scripts/ci-summary.ts); `npm run test:slow`
    // writes its own file (--outputFile.json).
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest/results.json' },
    projects: [
      {
        plugins: [react()],
        define: { __APP_ENV__: JSON.stringify(parseEnv({})) },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // Files keep their own module graph and globals (vm contexts) while the environment is
          // created once per worker instead of once per file: most of this project's time.
          pool: 'vmThreads',
          include: [
            'web/src/**/*.test.{ts,tsx}',
            'bridge-sim/src/**/*.test.ts',
            'fake-server/qa-page/src/**/*.test.ts',
            'bridge-protocol/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Screen tests: the app's routes in happy-dom against the fake world in-process (MSW).
        plugins: [react()],
        define: { __APP_ENV__: JSON.stringify(parseEnv({})) },
        test: {
          name: 'screens',
          environment: 'happy-dom',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/screens/support/setup.ts'],
          // Each test leaves a record for the coverage gate (screen-coverage.ts); a run starts afresh.
          globalSetup: ['tests/screens/support/coverage-global-setup.ts'],
          // The first test of a file also loads the app's modules: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // Each file builds its own app from createApp(), so files can share workers safely;
          // skipping a fresh module graph per file saves most of the suite's time.
          isolate: false,
          include: ['fake-server/src/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW, IN_PROCESS],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The adapter-versus-Express parity test, apart from the server project: MSW patches
          // Node's sockets while it listens, which must not reach files sharing a worker
          // (isolate: false there); it runs with the screen tests (npm run test:screens).
          name: 'in-process',
          environment: 'node',
          include: [IN_PROCESS],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'slow',
          environment: 'node',
          include: SLOW,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
