import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock (`page.clock.install()`) a moment ahead of its now, so only
 * `runFor` moves it from here. The page's clock runs on in real time between reading it and
 * pausing it, and a busy machine can take longer than the margin: Playwright then refuses to
 * "fast-forward to the past", and the clock is read again.
 * @example await page.clock.install(); await openApp('/complainDetails', …); await pauseClock(page);
 */
export async function pauseClock(page: Page, aheadMs = 100): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !/past/i.test(String(error))) throw error;
    }
  }
}
