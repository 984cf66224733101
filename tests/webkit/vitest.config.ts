import { defineConfig } from 'vitest/config';

/**
 * The WebKit lane's runner (tests/webkit/lane.ts starts Xvfb and the servers, then this): two
 * journey files at a time, each journey with its own WebKitWebDriver, no retries. The JSON results
 * feed the CI summary line (scripts/ci-summary.ts).
 */
export default defineConfig({
  test: {
    name: 'webkit',
    root: import.meta.dirname,
    include: ['journeys/**/*.journey.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    retry: 0,
    // Generous for a loaded machine (WebKitGTK renders in software); a journey takes 5 to 15 s alone.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 20_000, interval: 50 } },
    reporters: ['verbose', ['json', { outputFile: '../../test-results/webkit/results.json' }]],
  },
});
