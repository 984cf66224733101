import { expect, test } from './fixtures.ts';

test.describe('unknown paths', () => {
  test('a server link to a page the app lacks shows not-found, whose Go back returns', async ({
    page,
    openOrder,
  }) => {
    // A backend newer than the app: generate-vcode answers an app path this build has no screen for.
    await page.route('**/v3/loan-details/generate-vcode*', (route) =>
      route.fulfill({ json: { code: '00', message: '', success: true, data: { payUrl: '/payLater?id=1' } } }),
    );
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect(page.getByTestId('repay-amount')).toBeVisible();
  });

  test('opened directly, Go back leaves for the app home', async ({ page, bridge, openApp }) => {
    await openApp('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['goHome']);
  });
});
