import { expect, type Locator, type Page } from '@playwright/test';

/** The brand yellow of a primary button (theme.css `--brand-yellow`). */
const BRAND_YELLOW = 'rgb(255, 209, 0)';

/**
 * Loan Now while its push is out: still the yellow call to action at full strength (not the grey,
 * or the half-transparent look, of a button that cannot be used), with a turning ring before its
 * label.
 * @example await expectSubmittingLook(page.getByRole('button', { name: 'Submitting' }));
 */
export async function expectSubmittingLook(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(button).toHaveCSS('background-color', BRAND_YELLOW);
  await expect(button).toHaveCSS('opacity', '1');
  const ring = await button.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    return { content: style.content, animation: style.animationName, width: style.width };
  });
  expect(ring).toEqual({ content: '""', animation: 'btn-spin', width: '20px' });
}

/** What the new order's page says after Loan Now went through. */
export const submittedNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loan application submitted' });
