/**
 * Chromium for the content section: one browser, a fresh context per load (empty cache, new
 * connections: a first visit), Lighthouse's mobile screen, and its mobile conditions applied with
 * CDP instead of simulated: 150 ms latency per request, 1.6 Mbps down, 750 kbps up, CPU 4× slower.
 */
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/ports.ts';
import { detectorScript } from './content-detector.ts';
import type { Marker } from './content-markers.ts';

/** Lighthouse's mobile conditions (its `mobileSlow4G` throttling settings). */
export const CONDITIONS = {
  latencyMs: 150,
  downloadKbps: 1_600,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** Lighthouse's mobile screen and user agent (moto g power, lighthouse/core/config/constants.js). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};

const BINDING = '__benchContentSeen';
const FINDER = '__benchContentFind';

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
}

export interface Load {
  /** Navigation start → the first frame with the marker visible, in the page's clock (ms). */
  ms?: number;
  error?: string;
}

/**
 * Loads `url` once in a fresh context and reports when its marker became visible; with
 * `throttled`, under CONDITIONS. `check` also asks Playwright's own locator for the marker and
 * fails when it finds another element than the page script does (a marker that means something
 * else in the app than in the e2e specs).
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  marker: Marker,
  {
    throttled,
    check = false,
    timeoutMs = 60_000,
  }: { throttled: boolean; check?: boolean; timeoutMs?: number },
): Promise<Load> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    if (throttled) await throttle(context, page);
    const seen = Promise.withResolvers<number>();
    // Handled below; this keeps a timeout during goto from being an unhandled rejection.
    seen.promise.catch(() => undefined);
    await page.exposeFunction(BINDING, (ms: number) => seen.resolve(ms));
    await page.addInitScript({ content: detectorScript(marker, BINDING, FINDER) });
    const timer = setTimeout(
      () => seen.reject(new Error(`the marker was not visible after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
      const ms = await seen.promise;
      if (check) await sameAsPlaywright(page, marker);
      return { ms };
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    // Bytes per second.
    downloadThroughput: (CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (CONDITIONS.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
}

/** Throws unless Playwright's locator for the marker resolves to the element the page script found. */
async function sameAsPlaywright(page: Page, marker: Marker): Promise<void> {
  const all = locatorOf(page, marker);
  const target = marker.attached ? all.first() : all.filter({ visible: true }).first();
  await target.waitFor({ state: 'attached', timeout: 10_000 });
  const same = await target.evaluate((element, finder) => {
    const find = Reflect.get(window, finder);
    return typeof find === 'function' && find() === element;
  }, FINDER);
  if (!same) throw new Error('Playwright’s locator finds another element than the page script');
}

/** The marker as the e2e specs would write it. */
function locatorOf(page: Page, marker: Marker): Locator {
  if ('testId' in marker) return page.getByTestId(marker.testId);
  if ('role' in marker)
    return page.getByRole(marker.role, {
      name: marker.name,
      exact: true,
      ...(marker.level === undefined ? {} : { level: marker.level }),
    });
  if ('title' in marker) return page.getByTitle(marker.title, { exact: true });
  return page.getByText(marker.text, { exact: true });
}
