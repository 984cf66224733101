import type { OrderDetail } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';

/** Computed colours of the status text (theme.css: --text-black, --danger, --success). */
const TONE = { black: 'rgb(17, 17, 17)', red: 'rgb(229, 57, 53)', green: 'rgb(46, 125, 50)' } as const;

/**
 * Links the fake server answers are absolute for the origin that asked: the test asks the fake
 * server directly, the page asks through the preview server's proxy. Compare path and query.
 */
function samePath(link: string): (url: URL) => boolean {
  const expected = new URL(link);
  return (url) => url.pathname === expected.pathname && url.search === expected.search;
}

const STATUSES = [
  { orderId: 'ORD21', tone: 'black', icon: 'review', buttons: [] },
  { orderId: 'ORD110', tone: 'red', icon: 'rejected', buttons: ['Cancel', 'Click to view more products'] },
  { orderId: 'ORD151', tone: 'black', icon: 'disbursing', buttons: [] },
  { orderId: 'ORD170', tone: 'black', icon: 'repaying', buttons: ['Repayment'] },
  { orderId: 'ORD174', tone: 'black', icon: 'due', buttons: ['Repayment'] },
  { orderId: 'ORD174R', tone: 'black', icon: 'due', buttons: ['REPAY', 'Rollover Repayment'] },
  { orderId: 'ORD180', tone: 'red', icon: 'overdue', buttons: ['Repayment'] },
  { orderId: 'ORD180R', tone: 'red', icon: 'overdue', buttons: ['REPAY', 'Rollover Repayment'] },
  { orderId: 'ORD200', tone: 'green', icon: 'settled', buttons: ['Borrow Again'] },
] as const;

/** Every action an order screen offers in some status: a button named exactly one of them. */
const ACTION_BUTTON = new RegExp(
  `^(${[...new Set(STATUSES.flatMap((status) => status.buttons))].join('|')})$`,
);

test.describe('order details by status', () => {
  for (const { orderId, tone, icon, buttons } of STATUSES) {
    test(`${orderId}: status, product, detail lines and ${buttons.length ? buttons.join(' + ') : 'no buttons'}`, async ({
      page,
      fake,
      openOrder,
    }) => {
      const detail = await fake.orderDetail(orderId);
      await openOrder(orderId);

      const status = page.getByTestId('status-text');
      await expect(status).toHaveText(detail.noticeStatusText);
      await expect(status).toHaveCSS('color', TONE[tone]);
      await expect(page.locator('.order-status__icon')).toHaveAttribute('data-icon', icon);
      await expect(page.getByText(detail.noticeDesText)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Product' })).toHaveText(detail.productName);
      await expect(page.getByRole('region', { name: 'Product' }).locator('img')).toHaveAttribute(
        'src',
        detail.productLogo,
      );
      const lines = page.getByRole('region', { name: 'Order details' });
      await expect(lines.getByRole('term')).toHaveText(
        detail.userOrderDetail.detail.map((line) => line.text),
      );
      await expect(lines.getByRole('definition')).toHaveText(
        detail.userOrderDetail.detail.map((line) => line.value),
      );
      await expect(page.getByRole('button', { name: ACTION_BUTTON })).toHaveText([...buttons]);
      if (buttons.includes('Rollover Repayment' as never)) {
        await expect(page.getByText('Short of money?')).toBeVisible();
      }
      await expect(page).toHaveTitle('Order Details');
    });
  }

  test('/order is the same screen as /loanDetail', async ({ page, fake, openOrder }) => {
    const detail = await fake.orderDetail('ORD174R');
    await openOrder('ORD174R', '/order');
    await expect(page.getByTestId('status-text')).toHaveText(detail.noticeStatusText);
    await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
  });
});

test.describe('order navigation', () => {
  test('REPAY opens the repayment page and Rollover the extension page', async ({
    page,
    fake,
    openOrder,
  }) => {
    const { productId } = await fake.order('ORD174R');
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/repay\\?productId=${productId}&orderId=ORD174R`));
    await page.goBack();
    await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/repayDelay\\?productId=${productId}&orderId=ORD174R`));
  });

  test('Repayment on a repaying order opens the repayment page', async ({ page, openOrder }) => {
    await openOrder('ORD170');
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/repay\?productId=\w+&orderId=ORD170$/);
  });

  test("Repayment follows the server's external repayment link when there is one", async ({
    page,
    fake,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD174H');
    expect(detail.h5Url).toMatch(/^http/);
    await openOrder('ORD174H');
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(samePath(detail.h5Url));
  });

  test('Borrow Again records event 30 and opens the product through the shell', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    const { productId } = await fake.order('ORD200');
    await openOrder('ORD200');
    await page.getByRole('button', { name: 'Borrow Again', exact: true }).click();
    await expect.poll(() => bridge.actions()).toContain('openPage');
    const [event] = await fake.callsOf('eventSave');
    expect(event?.body).toMatchObject({ productId, moduleId: '30', positionId: '0' });
    const [jump] = await fake.callsOf('getProductLink');
    expect(jump?.body).toMatchObject({ module: '30', productKey: productId });
    // The event is recorded before the product opens.
    expect(Date.parse(event?.at ?? '')).toBeLessThanOrEqual(Date.parse(jump?.at ?? ''));
    const opened = await bridge.last('openPage');
    expect(opened?.payload).toMatchObject({ url: expect.stringContaining(productId) });
  });

  test('Borrow Again opens an http product link in the page itself', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    // ORD180R's product (P1001) answers the product jump with an http page.
    await fake.setOrder('ORD180R', { orderStatus: 200 });
    await openOrder('ORD180R');
    await page.getByRole('button', { name: 'Borrow Again', exact: true }).click();
    await expect(page).toHaveURL(/\/__fake\/pages\//);
    expect(await bridge.actions()).toEqual([]);
  });

  test('a refused product jump shows the server message and stays', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await fake.fault({
      operationId: 'getProductLink',
      code: '500',
      message: 'This product is not available now',
    });
    await openOrder('ORD200');
    await page.getByRole('button', { name: 'Borrow Again', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'This product is not available now' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/loanDetail\?/);
    expect(await bridge.actions()).toEqual([]);
  });

  test('Cancel and Click to view more products go to the app home', async ({ page, bridge, openOrder }) => {
    await openOrder('ORD110');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['goHome']);
    await page.getByTestId('bridge-sim-effect-dismiss').click();
    await page.getByRole('button', { name: 'Click to view more products', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['goHome', 'goHome']);
  });

  test('the help line calls the service phone through the shell', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD174');
    await openOrder('ORD174');
    await page.getByRole('button', { name: `Call ${detail.telephone}` }).click();
    await expect.poll(() => bridge.last('callPhone')).toMatchObject({ payload: { phone: detail.telephone } });
  });

  test('an order without a service phone offers the configured default', async ({
    page,
    bridge,
    openOrder,
  }) => {
    await openOrder('ORD151');
    await page.getByRole('button', { name: 'Call 0917 555 0100', exact: true }).click();
    await expect.poll(() => bridge.last('callPhone')).toMatchObject({ payload: { phone: '0917 555 0100' } });
  });
});

test.describe('confirmation link redirect', () => {
  test('a non-21 order with a confirmation link goes there at once', async ({ page, fake, openOrder }) => {
    const detail = await fake.orderDetail('ORD110C');
    expect(detail.playeduL).toMatch(/^http/);
    await openOrder('ORD110C');
    await expect(page).toHaveURL(samePath(detail.playeduL));
  });

  test('an order under review stays even with a confirmation link', async ({ page, fake, openOrder }) => {
    const detail = await fake.orderDetail('ORD21C');
    await openOrder('ORD21C');
    await expect(page.getByTestId('status-text')).toHaveText(detail.noticeStatusText);
    await expect(page).toHaveURL(/\/loanDetail\?/);
  });

  test('a link that is not http(s) is never followed', async ({ page, openOrder }) => {
    // The fake server holds links to the pay-link rule (DESIGN §10) and refuses this one; a real
    // backend might still send it, so the answer is rewritten on its way to the app.
    await page.route('**/v3/loan-details/loan-details*', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data.playeduL = 'javascript:alert(1)';
      await route.fulfill({ response, json });
    });
    await openOrder('ORD174');
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/loanDetail\?/);
  });
});

/** The value of the server's detail line with this label (the hero shows it exactly as sent). */
function lineOf(detail: OrderDetail, text: string): string {
  const value = detail.userOrderDetail.detail.find((line) => line.text === text)?.value;
  if (value === undefined) throw new Error(`${detail.productName}: the fake server sent no '${text}' line.`);
  return value;
}

/** What each status's hero leads with: the figure's line, then the fact lines under it. */
const HEROES = [
  { orderId: 'ORD21', figure: 'Loan amount', facts: ['Decision by', 'Apply date'] },
  { orderId: 'ORD151', figure: 'Received amount', facts: ['Arrives by', 'Receiving account'] },
  { orderId: 'ORD170', figure: 'Amount due', facts: ['Due date'], pays: 'Repayment' },
  { orderId: 'ORD174', figure: 'Amount due', facts: ['Due date'], pays: 'Repayment' },
  { orderId: 'ORD174R', figure: 'Amount due', facts: ['Due date'], pays: 'REPAY' },
  { orderId: 'ORD180', figure: 'Amount due', facts: ['Due date', 'Penalty'], pays: 'Repayment' },
  { orderId: 'ORD200', figure: 'Repaid amount', facts: ['Settled on'] },
] as const;

test.describe('money first: the order hero', () => {
  for (const { orderId, figure, facts, ...hero } of HEROES) {
    test(`${orderId}: the hero leads with ${figure}${'pays' in hero ? `, stated beside ${hero.pays}` : ''}`, async ({
      page,
      fake,
      openOrder,
    }) => {
      const detail = await fake.orderDetail(orderId);
      await openOrder(orderId);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText(figure, { exact: true })).toBeVisible();
      await expect(summary.getByTestId('hero-amount')).toHaveText(lineOf(detail, figure));
      // The penalty is part of the amount due: the hero says so on its own line.
      await expect(summary.getByRole('term')).toHaveText(
        facts.map((fact) => (fact === 'Penalty' ? 'Penalty included' : fact)),
      );
      await expect(summary.getByRole('definition')).toHaveText(facts.map((fact) => lineOf(detail, fact)));
      if ('pays' in hero) {
        const amountDue = lineOf(detail, 'Amount due');
        await expect(page.getByTestId('pay-amount')).toHaveText(amountDue);
        await expect(page.getByRole('button', { name: hero.pays, exact: true })).toHaveAccessibleDescription(
          `Amount due ${amountDue}`,
        );
      } else {
        await expect(page.getByTestId('pay-amount')).toHaveCount(0);
      }
    });
  }

  test('an overdue order says how many days overdue, as the server counts them', async ({
    page,
    fake,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD180');
    const days = Number(lineOf(detail, 'Overdue days'));
    expect(days).toBeGreaterThan(1);
    await openOrder('ORD180');
    await expect(page.getByTestId('status-flag')).toHaveText(`${days} days overdue`);
  });

  test('Due (174) looks unlike Repaying (170): a Due today flag and a warm money block', async ({
    page,
    openOrder,
  }) => {
    const moneyBlock = () =>
      page.getByRole('region', { name: 'Order summary' }).getByTestId('hero-amount').locator('..');
    await openOrder('ORD170');
    await expect(page.getByTestId('hero-amount')).toBeVisible();
    await expect(page.getByText('Due today', { exact: true })).toHaveCount(0);
    const calm = await moneyBlock().evaluate((node) => getComputedStyle(node).backgroundColor);

    await openOrder('ORD174');
    await expect(page.getByText('Due today', { exact: true })).toBeVisible();
    const due = await moneyBlock().evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(due).not.toBe(calm);
  });
});

test.describe('money first at 320 × 568', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  // ORD180R has the tallest action bar: the amount line, REPAY, the hint and Rollover Repayment.
  for (const orderId of ['ORD180R', 'ORD174', 'ORD200']) {
    test(`${orderId}: the amount is above the fold and the action bar covers no row`, async ({
      page,
      openOrder,
    }) => {
      await openOrder(orderId);
      const bar = page.locator('footer').filter({ has: page.getByRole('button') });
      const amount = page.getByTestId('hero-amount');
      await expect(amount).toBeInViewport({ ratio: 1 });
      const barBox = await bar.boundingBox();
      const amountBox = await amount.boundingBox();
      if (!barBox || !amountBox) throw new Error('The hero amount and the action bar are both drawn.');
      expect(amountBox.y + amountBox.height).toBeLessThanOrEqual(barBox.y);

      // At the end of the page, the last detail row and the help line sit above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastRow = page.getByRole('region', { name: 'Order details' }).getByRole('definition').last();
      const help = page.getByRole('button', { name: /^Call / });
      await expect(help).toBeInViewport({ ratio: 1 });
      const endBar = await bar.boundingBox();
      for (const target of [lastRow, help]) {
        const box = await target.boundingBox();
        if (!box || !endBar) throw new Error('The row and the bar are both drawn.');
        expect(box.y + box.height).toBeLessThanOrEqual(endBar.y);
      }
    });
  }
});
