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

test.describe('no dead ends', () => {
  test('an order that does not exist: its title, no Retry, and customer service shows the contacts', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/loanDetail', { productId: 'P1001', orderId: 'NOPE' });
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText('Pera Loan', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact customer service' }).click();
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
    // The contacts came from this borrower's sandbox: the session survived the in-app link.
    expect(await fake.callsOf('getServiceContacts')).toHaveLength(1);
  });

  test('no connection: Retry loads the order once the network is back', async ({ page, fake, openApp }) => {
    // The page's early call and the query's own retry: drop both.
    await fake.fault({ operationId: 'loanDetails', drop: true, times: 2 });
    await openApp('/loanDetail', { productId: 'P1001', orderId: 'ORD174' });
    await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByTestId('status-text')).toBeVisible();
  });

  test('/carpmm with missing values: back to the order, or Go back closes the web view', async ({
    page,
    bridge,
    openApp,
  }) => {
    await openApp('/carpmm', { requestType: '1', productId: 'P1001', orderId: 'ORD174' });
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to my order', exact: true }).click();
    await expect(page.getByTestId('status-text')).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
  });

  test('/bindBank without a product, in a browser: customer service is the way on', async ({
    page,
    openApp,
  }) => {
    await page.addInitScript(() => {
      // A plain browser: the simulator (installed first) taken away; no page to go back to either.
      delete (window as { webkit?: unknown }).webkit;
    });
    await openApp('/bindBank');
    await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact customer service' }).click();
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
  });
});
