import type { UnionErrorInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';

test.describe('order loading, errors and live updates', () => {
  test('a slow answer shows the loading indicator, then the order', async ({ page, fake, openOrder }) => {
    // Long enough that the app has booted before the (early) answer lands, even on a busy machine.
    await fake.fault({ operationId: 'loanDetails', delayMs: 4000, times: 1 });
    await openOrder('ORD174R');
    await expect(page.getByText('Loading order')).toBeVisible();
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
  });

  test('a non-success answer shows the server message once', async ({ page, fake, openOrder }) => {
    await fake.fault({ operationId: 'loanDetails', code: '500', message: 'The order service is busy' });
    await openOrder('ORD174R');
    await expect(page.getByRole('alert')).toContainText('The order service is busy');
    // Said once: in place with the retry, not as a toast as well.
    await expect(page.getByText('The order service is busy')).toHaveCount(1);
  });

  test('an unknown order shows the server message', async ({ page, openApp }) => {
    await openApp('/loanDetail', { productId: 'P1001', orderId: 'NOPE' });
    await expect(page.getByRole('alert')).toContainText(/NOPE|not found/i);
  });

  test('a link without ids says what is missing', async ({ page, openApp }) => {
    await openApp('/loanDetail', { productId: 'P1001' });
    await expect(page.getByRole('alert')).toContainText('missing some details (a productId and an orderId)');
  });

  test('a network failure offers a retry that recovers', async ({ page, fake, openOrder }) => {
    // The first try (the page's early call) and the query's one retry: drop both.
    await fake.fault({ operationId: 'loanDetails', drop: true, times: 2 });
    await openOrder('ORD174R');
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
  });

  test('a status switched by QA reaches the open page without a reload', async ({
    page,
    fake,
    openOrder,
  }) => {
    await openOrder('ORD174R');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await fake.setOrder('ORD174R', { orderStatus: 200 });
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
    await expect(page.getByTestId('status-text')).toHaveCSS('color', 'rgb(46, 125, 50)');
    // Same document: the marker set before the switch is still there.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });
});

test.describe('joint-login failure page', () => {
  test('shows Failed, the error message and the recommended products', async ({ page, fake, openApp }) => {
    const data = await fake.apiData<UnionErrorInfo>('/service/new/union-error-info');
    await openApp('/error');
    await expect(page.getByRole('heading', { name: 'Failed' })).toBeVisible();
    await expect(page.getByText(data.errMessage)).toBeVisible();
    for (const product of data.productList) await expect(page.getByText(product.productName)).toBeVisible();
  });

  test('a product with the clickable flag 0 ignores the tap; a clickable one jumps', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const data = await fake.apiData<UnionErrorInfo>('/service/new/union-error-info');
    const blocked = data.productList.find((p) => p.isClick !== 1);
    const open = data.productList.find((p) => p.isClick === 1);
    if (!blocked || !open)
      throw new Error('The seeded world needs a clickable and a blocked recommendation.');
    await openApp('/error');
    const card = (name: string) => page.getByRole('listitem').filter({ hasText: name }).getByRole('button');
    await expect(card(blocked.productName)).toHaveAttribute('aria-disabled', 'true');
    // The borrower taps it anyway: force skips Playwright's wait for an enabled element.
    await card(blocked.productName).click({ force: true });
    await card(open.productName).click();
    // One jump, for the clickable product: the tap on the blocked one sent nothing.
    await expect
      .poll(async () => (await fake.callsOf('getProductLink')).map((c) => c.body.productKey))
      .toEqual([open.productId]);
    // What define answers for that product decides where the tap leads.
    const { link } = await fake.apiData<{ link: string }>('/gopia/goya/define', {
      module: 'union-error',
      position: '0',
      productKey: open.productId,
    });
    if (/^https?:/.test(link)) await expect(page).toHaveURL((url) => url.pathname === new URL(link).pathname);
    else await expect.poll(() => bridge.last('openPage')).toMatchObject({ payload: { url: link } });
  });
});
