import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { describeRequest, mergeTimeline } from '../../bridge-sim/src/timeline.ts';
import { BridgeProbe } from './support/bridge.ts';
import { saveCoverage, watchRoutes } from './support/coverage-collect.ts';
import { FakeAdmin } from './support/fake-admin.ts';

const BRIDGE_SIM = join(import.meta.dirname, '../../bridge-sim/dist/bridge-sim.js');

interface Fixtures {
  /** This test's own fake-server sandbox. */
  sessionId: string;
  fake: FakeAdmin;
  bridge: BridgeProbe;
  /** Opens an app path with the sandbox's session in the query. */
  openApp: (path: string, query?: Record<string, string>) => Promise<void>;
  /** Opens the order screen of a seeded order. */
  openOrder: (orderId: string, path?: '/loanDetail' | '/order') => Promise<void>;
}

export const test = base.extend<Fixtures & { journey: undefined; coverage: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  sessionId: async ({}, use, testInfo) => {
    await use(`e2e-${testInfo.workerIndex}-${randomUUID().slice(0, 8)}`);
  },
  fake: async ({ request, sessionId }, use) => {
    await use(new FakeAdmin(request, sessionId));
  },
  page: async ({ page }, use) => {
    // The production build has no shell; inject the simulator before any app script runs.
    await page.addInitScript({ path: BRIDGE_SIM });
    await use(page);
  },
  bridge: async ({ page }, use) => {
    await use(new BridgeProbe(page));
  },
  openApp: async ({ page, sessionId }, use) => {
    await use(async (path, query = {}) => {
      // '%20' for a space, as the shell and the app's href() write it: the page keeps '+' literal.
      const search = new URLSearchParams({ ...query, sessionId }).toString().replaceAll('+', '%20');
      await page.goto(`${path}?${search}`);
    });
  },
  openOrder: async ({ fake, openApp }, use) => {
    await use(async (orderId, path = '/loanDetail') => {
      const { productId } = await fake.order(orderId);
      await openApp(path, { productId, orderId });
    });
  },
  // Every journey leaves a screenshot of its end state and, on failure, the joint timeline of
  // fake-server requests and bridge messages, so a reader sees what happened in order.
  journey: [
    async ({ page, fake, bridge }, use, testInfo) => {
      await use(undefined);
      if (page.isClosed()) return;
      const screenshot = await page.screenshot({ fullPage: false }).catch(() => undefined);
      if (screenshot) await testInfo.attach('end-state', { body: screenshot, contentType: 'image/png' });
      if (testInfo.status !== testInfo.expectedStatus) {
        const requests = await fake.requests().catch(() => []);
        const messages = await bridge.log().catch(() => []);
        // The simulator drawer's own merge, so the attachment reads like its Timeline tab.
        const requestLines = requests.map((r) => ({
          at: Date.parse(r.at),
          source: 'fake' as const,
          text: describeRequest(r),
        }));
        const timeline = mergeTimeline(messages, requestLines)
          .map((entry) => `${new Date(entry.at).toISOString()}  ${entry.text}`)
          .join('\n');
        await testInfo.attach('timeline', {
          body: timeline || '(nothing recorded)',
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
  // The suite's contract coverage (what no test reaches): what each test made the app do, pass or fail, for
  // tests/e2e/support/coverage-reporter.ts. Routes are watched from the start of the test.
  coverage: [
    async ({ page, request, sessionId, bridge }, use, testInfo) => {
      const routes = watchRoutes(page, new URL(String(testInfo.project.use.baseURL)).origin);
      await use(undefined);
      await saveCoverage(testInfo, { page, request, sessionId, bridge, routes });
    },
    { auto: true },
  ],
});

export { expect };
