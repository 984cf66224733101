import { expect, test } from './fixtures.ts';

test.describe('unknown paths', () => {
  test('show a not-found page whose Go back returns to the previous screen', async ({ page, openOrder }) => {
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    // The repayment screen comes in a later issue: today /repay is an unknown path.
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
  });

  test('opened directly, Go back leaves for the app home', async ({ page, bridge, openApp }) => {
    await openApp('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['goHome']);
  });
});
