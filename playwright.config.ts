import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, CHROMIUM_ARGS, FAKE_PORT } from './tests/e2e/ports.ts';

/**
 * End to end in Debian's Chromium at iPhone 13 size, against the production build (vite preview)
 * and the fake server on their own ports, so a running `npm run dev` does not get in the way.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/results.json' }],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Last: its table follows the list's summary, its page is written after html empties the folder.
    ['./tests/e2e/support/coverage-reporter.ts'],
  ],
  use: {
    ...devices['iPhone 13'],
    // The iPhone 13 descriptor defaults to WebKit; this machine has Chromium only.
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace in every test cost ≈ 20 % of the suite's time (188 → 148 test-seconds on
    // three specs): a retry (with CI set) records one, and `--trace on` does at will.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node fake-server/src/main.ts',
      url: `http://127.0.0.1:${FAKE_PORT}/__fake/orders`,
      env: { FAKE_PORT: String(FAKE_PORT), FAKE_APP_ORIGIN: `http://127.0.0.1:${APP_PORT}` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `vite preview --config web/vite.config.ts --port ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/`,
      env: { FAKE_PORT: String(FAKE_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
