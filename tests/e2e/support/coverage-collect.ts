/**
 * The fixture's half of the contract coverage: what one test made the app do, written
 * as one small JSON file for the coverage reporter. One admin request per test, at its end.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { RequestLogEntry } from '../../../fake-server/src/store/sandbox.ts';
import { FAKE_ORIGIN } from '../ports.ts';
import type { BridgeProbe } from './bridge.ts';
import { COVERAGE_FILES, type CoverageRecord, type LoggedCall } from './coverage-model.ts';
import { routeOfUrl } from './coverage-routes.ts';

/** The most GET /__fake/requests answers, and as many as a sandbox keeps. */
const LOG_LIMIT = 500;

/**
 * Starts recording the routes the test's pages show. Called before the test body: framenavigated
 * also fires for history.pushState and hash changes, so client-side route changes count too.
 * @example const routes = watchRoutes(page, 'http://127.0.0.1:4174');
 */
export function watchRoutes(page: Page, appOrigin: string): Set<string> {
  const routes = new Set<string>();
  const watch = (target: Page) =>
    target.on('framenavigated', (frame) => {
      if (frame !== target.mainFrame()) return;
      const route = routeOfUrl(frame.url(), appOrigin);
      if (route !== undefined) routes.add(route);
    });
  watch(page);
  // Pages the test opens itself (a second tab) count as well.
  page.context().on('page', watch);
  return routes;
}

/**
 * The sandbox's calls of contract operations. Calls still in flight (a hanging scenario) are
 * logged only when they end, so they are not in it.
 */
async function loggedCalls(request: APIRequestContext, sessionId: string): Promise<LoggedCall[]> {
  const url = `${FAKE_ORIGIN}/__fake/requests?sessionId=${encodeURIComponent(sessionId)}&limit=${LOG_LIMIT}`;
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET /__fake/requests answered ${response.status()}`);
  const { requests } = (await response.json()) as { requests: RequestLogEntry[] };
  return requests.flatMap(({ operationId, httpStatus, code, effect }) =>
    operationId === null ? [] : [{ operationId, httpStatus, code, effect }],
  );
}

function recordFile(root: string, testInfo: TestInfo): string {
  const slug = testInfo.titlePath
    .join(' ')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .slice(0, 80);
  return join(root, COVERAGE_FILES.raw, `${slug}-${testInfo.testId}-${testInfo.retry}.json`);
}

export interface CoverageSources {
  page: Page;
  request: APIRequestContext;
  sessionId: string;
  bridge: BridgeProbe;
  routes: Set<string>;
}

/**
 * Writes this test's record. Never throws: coverage must not fail a test; a lost record only
 * makes the report undercount, and says why in the test's output.
 */
export async function saveCoverage(testInfo: TestInfo, sources: CoverageSources): Promise<void> {
  try {
    const { page, request, sessionId, bridge, routes } = sources;
    const calls = await loggedCalls(request, sessionId);
    const messages = page.isClosed() ? [] : await bridge.log().catch(() => []);
    const record: CoverageRecord = {
      test: testInfo.titlePath.join(' › '),
      calls,
      bridge: messages.map((entry) => entry.action),
      routes: [...routes],
    };
    const root = testInfo.config.configFile ? dirname(testInfo.config.configFile) : process.cwd();
    const file = recordFile(root, testInfo);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(record));
  } catch (error) {
    console.warn(
      `Contract coverage: no record for this test (${error instanceof Error ? error.message : error}).`,
    );
  }
}
