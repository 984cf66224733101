import type { Page } from '@playwright/test';

/** The toast a borrower sees (one at a time), in its always-present live region: empty when none. */
export function toast(page: Page) {
  return page.getByRole('status', { name: 'Notifications' });
}

/** What the clipboard holds now (the test's context must grant clipboard-read). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * How a borrower should see an amount of minor units: pesos with comma-grouped thousands and two
 * decimals. Written apart from the app's formatter, so a wrong format in the app fails a test.
 * @example peso(924570) // '₱9,245.70'
 */
export function peso(minorUnits: number): string {
  return `₱${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Holds the page's requests matching `url` until `release()`: a slow network whose end the test
 * decides, so loading states are asserted without racing a timer.
 * @example const hold = await holdRequests(page, '**\/v3/installment/loan-play-detail*'); …; hold.release();
 */
export async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}
