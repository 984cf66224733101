import type { Page } from '@playwright/test';

/** The toast a borrower sees (one at a time). */
export function toast(page: Page) {
  return page.locator('.ui-toast');
}

/** What the clipboard holds now (the test's context must grant clipboard-read). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
