import type { Page } from '@playwright/test';
import type { ExtensionInfo, RepaymentInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { readCode } from './support/pictures.ts';
import { clipboardText, holdRequests, peso, toast } from './support/screen.ts';

/** What loan-play-detail answers for an order in this test's sandbox. */
async function instalment(fake: FakeAdmin, orderId: string) {
  const { productId } = await fake.order(orderId);
  return fake.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', { productId, orderId });
}

async function extension(fake: FakeAdmin, orderId: string) {
  const { productId } = await fake.order(orderId);
  return fake.apiData<ExtensionInfo>('/opponents/pettypy', { productId, orderId });
}

/** From the order screen, the way a borrower gets there. */
async function repayFromOrder(page: Page, openOrder: (id: string) => Promise<void>, orderId: string) {
  await openOrder(orderId);
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await expect(page).toHaveURL(/\/repay\?/);
}

const picker = (page: Page) => page.getByRole('dialog', { name: 'Payment Method' });
const checkedChannels = (page: Page) =>
  picker(page)
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.getAttribute('value')),
    );

test.describe('instalment repayment', () => {
  test('back right after Payment, before the code page appears: Payment is not stuck, and makes the code', async ({
    page,
    fake,
    openOrder,
  }) => {
    await repayFromOrder(page, openOrder, 'ORD174');
    // The code page's code on a weak network (a first visit): held until the borrower went back.
    const codePage = await holdRequests(page, '**/assets/repayment-code-route-*.js');
    // A slow answer, so the back lands right after it, before the code page can appear.
    await fake.fault({ operationId: 'generatePayCode', delayMs: 400, times: 1 });
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await picker(page).getByText('7-Eleven').click();
    const answered = page.waitForResponse('**/v3/loan-details/generate-vcode*');
    await picker(page).getByRole('button', { name: 'Payment' }).click();
    await answered;
    await expect(page).toHaveURL(/\/repaymentOfCode\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/repay\?/);
    codePage.release();

    const payment = picker(page).getByRole('button', { name: 'Payment' });
    await expect(payment).toHaveAttribute('aria-busy', 'false');
    await payment.click();
    await expect(page.getByTestId('payment-code')).toBeVisible();
    expect(await fake.callsOf('generatePayCode')).toHaveLength(2);
  });

  test("paid at the store while /repay is open: the amount due gives way to the server's word and Back to my order", async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await repayFromOrder(page, openOrder, 'ORD174');
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    // Paid in full at the partner's page (QA's outside payment); the shell resumes the app.
    const paid = await page.request.post(`${FAKE_ORIGIN}/__fake/payments?sessionId=${fake.sessionId}`, {
      data: { orderId: 'ORD174' },
    });
    expect(paid.status()).toBe(201);
    await bridge.emit('resume');
    await expect(page.getByRole('alert')).toContainText('Settled');
    await expect(page.getByTestId('repay-amount')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Payment Method' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to my order' }).click();
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  });

  test('ORD174: amount, date, product, two detail rows until More, the banner and the pay code', async ({
    page,
    fake,
    openOrder,
  }) => {
    const info = await instalment(fake, 'ORD174');
    expect(info.detail.length).toBeGreaterThan(2);
    await openOrder('ORD174');
    // From the bottom of the long order page, the repayment page still opens at its top.
    await page.getByRole('button', { name: 'Call', exact: false }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page).toHaveTitle('Repayment');
    await expect(page.getByTestId('repay-amount')).toHaveText(peso(info.repayAmount));
    await expect(page.getByTestId('repay-date')).toHaveText(info.repayDate);
    await expect(page.getByRole('region', { name: 'Product' })).toHaveText(info.productName);
    // Decorative (alt ''), so not an img role: the name beside it says what it is.
    await expect(page.getByRole('region', { name: 'Product' }).locator('img')).toHaveAttribute(
      'src',
      info.productLogo,
    );
    await expect(page.getByRole('note')).toHaveText(info.noticeMsg);

    const rows = page.getByRole('region', { name: 'Repayment details' });
    const shown = async (count: number) => {
      await expect(rows.getByRole('term')).toHaveText(info.detail.slice(0, count).map((row) => row.text));
      await expect(rows.getByRole('definition')).toHaveText(
        info.detail.slice(0, count).map((row) => row.value),
      );
    };
    await shown(2);
    await page.getByRole('button', { name: 'More' }).click();
    await shown(info.detail.length);
    await page.getByRole('button', { name: 'Hide' }).click();
    await shown(2);

    await expect(page.getByTestId('pay-code')).toHaveText(info.defDetail?.payCode ?? 'a pay code');
  });

  test('ORD180R, overdue: the date and its days in red, the penalty with the amount without More, no due-date banner', async ({
    page,
    fake,
    openApp,
  }) => {
    const info = await instalment(fake, 'ORD180R');
    const rowValue = (text: string) =>
      info.detail.find((row) => row.text === text)?.value ?? `no ${text} row`;
    const days = rowValue('Overdue days');
    await openApp('/repay', { productId: 'P1001', orderId: 'ORD180R' });

    const hero = page.getByRole('region', { name: 'Amount due' });
    await expect(hero).toContainText(`Repayment date ${info.repayDate} ${days} days overdue`);
    // The date is in the danger colour, not the black of the line it sits in.
    const red = await page.getByTestId('repay-date').evaluate((date) => {
      const [r = 0, g = 0, b = 0] = getComputedStyle(date).color.match(/\d+/g)?.map(Number) ?? [];
      return r > 150 && g < 80 && b < 80;
    });
    expect(red).toBe(true);

    // Nothing expanded: the penalty is with the amount, and with the two rows shown adds up to it.
    await expect(page.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(hero.getByText('Penalty')).toBeVisible();
    await expect(hero.getByTestId('penalty')).toHaveText(rowValue('Penalty'));
    const rows = page.getByRole('region', { name: 'Repayment details' }).locator('dd');
    await expect(rows).toHaveText([rowValue('Loan amount'), rowValue('Interest')]);
    const shown = [rowValue('Loan amount'), rowValue('Interest'), rowValue('Penalty')].map((text) =>
      Math.round(Number(text.replace(/[₱,]/g, '')) * 100),
    );
    expect(shown.reduce((sum, part) => sum + part, 0)).toBe(info.repayAmount);

    // The server's banner, which for an overdue order speaks of the overdue days, not 10 PM.
    const banner = page.getByRole('note');
    await expect(banner).toHaveText(info.noticeMsg);
    await expect(banner).toContainText(`${days} days overdue`);
    await expect(banner).not.toContainText('10 PM');

    // Expanded, the other rows follow, without repeating the penalty.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('region', { name: 'Repayment details' })).not.toContainText('Penalty');
    await expect(page.getByRole('region', { name: 'Repayment details' })).toContainText(
      `Due date${info.repayDate}`,
    );
  });

  test('an order without a banner or a default pay code shows neither', async ({ page, fake, openOrder }) => {
    const info = await instalment(fake, 'ORD170');
    expect(info.defDetail).toBeNull();
    await repayFromOrder(page, openOrder, 'ORD170');
    await expect(page.getByTestId('repay-amount')).toHaveText(peso(info.repayAmount));
    await expect(page.getByRole('region', { name: 'Reference No.' })).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('ORD174 → Payment Method → a channel → Payment → the code page of that payment', async ({
    page,
    fake,
    openOrder,
  }) => {
    const info = await instalment(fake, 'ORD174');
    await repayFromOrder(page, openOrder, 'ORD174');
    await page.getByRole('button', { name: 'Payment Method' }).click();

    await expect(picker(page).getByRole('radio')).toHaveCount(info.repayList.length);
    for (const channel of info.repayList) {
      const row = picker(page).locator('label', { hasText: channel.name });
      await expect(row.locator('img')).toHaveAttribute('src', channel.logo);
    }
    // The first channel is chosen for the borrower, and only one at a time.
    await expect.poll(() => checkedChannels(page)).toEqual([info.repayList[0]?.channel_number]);
    await picker(page).getByText('7-Eleven').click();
    await expect.poll(() => checkedChannels(page)).toEqual(['90008']);

    await picker(page).getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?type=1/);
    const [call] = await fake.callsOf('generatePayCode');
    expect(call?.body).toEqual({
      productId: 'P1001',
      orderId: 'ORD174',
      amount: String(info.repayAmount),
      channelNumber: '90008',
    });
    const payCode = new URL(page.url()).searchParams.get('payCode') ?? '';
    await expect(page.getByTestId('payment-code')).toHaveText(payCode);
    // One reference number per order: the one the repayment page showed in its box.
    expect(payCode).toBe(info.defDetail?.payCode);
    await expect(page.getByRole('region', { name: 'Reference No.' })).toContainText(
      `Tap Bills Payment, choose Loans, then Pera Loan.Enter ${payCode} as the Reference Number`,
    );
    await expect(page.getByTestId('code-amount')).toHaveText(peso(info.repayAmount));
    await expect(page.getByRole('img', { name: '7-Eleven' })).toHaveAttribute('src', /ch-90008\.svg$/);
  });

  test('the channel chosen survives closing the picker, the back gesture closes it, a second back leaves', async ({
    page,
    bridge,
    openOrder,
  }) => {
    await repayFromOrder(page, openOrder, 'ORD174');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await picker(page).getByText('Maya').click();
    await bridge.emit('back');
    await expect(picker(page)).toBeHidden();
    await expect(page).toHaveURL(/\/repay\?/);
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await expect.poll(() => checkedChannels(page)).toEqual(['90007']);
    await picker(page).getByRole('button', { name: 'Close' }).click();
    await bridge.emit('back');
    await expect(page).toHaveURL(/\/loanDetail\?/);
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('a second tap on Payment while the code page loads pays nothing more', async ({
    page,
    fake,
    openOrder,
  }) => {
    await repayFromOrder(page, openOrder, 'ORD174');
    // The repayment page stays on screen, tappable, until the code page's code has arrived.
    const chunk = await holdRequests(page, '**/assets/repayment-code-route-*.js');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const pay = picker(page).getByRole('button', { name: 'Payment', exact: true });
    await pay.click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?/);
    await expect(pay).toBeVisible();
    await pay.click();
    chunk.release();
    await expect(page.getByTestId('payment-code')).toBeVisible();
    expect(await fake.callsOf('generatePayCode')).toHaveLength(1);
  });

  test('a channel that pays on its own web page opens it in the page', async ({ page, fake, openOrder }) => {
    await repayFromOrder(page, openOrder, 'ORD174');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await picker(page).getByText('Online Banking').click();
    await picker(page).getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/__fake\/pages\/channel-pay\/\d+/);
    await expect(page.getByRole('heading', { name: 'Online Banking' })).toBeVisible();
    const [call] = await fake.callsOf('generatePayCode');
    expect(call?.body).toMatchObject({ channelNumber: '90011' });
  });

  test('a pay link that is neither an app path nor http(s) is refused, and the choice stays', async ({
    page,
    openOrder,
  }) => {
    // A server bug the fake never makes: the real backend answering an app scheme.
    await page.route('**/v3/loan-details/generate-vcode*', (route) =>
      route.fulfill({
        json: { code: '00', message: '', success: true, data: { payUrl: 'weixin://pay?id=1' } },
      }),
    );
    await repayFromOrder(page, openOrder, 'ORD174');
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await picker(page).getByText('Maya').click();
    await picker(page).getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(toast(page)).toHaveText('This payment channel cannot be opened. Please choose another one.');
    await expect(page).toHaveURL(/\/repay\?/);
    await expect.poll(() => checkedChannels(page)).toEqual(['90007']);
  });

  test('the barcode popup shows a CODE128 barcode of the pay code; back closes it', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    const info = await instalment(fake, 'ORD174');
    const payCode = info.defDetail?.payCode ?? '';
    await repayFromOrder(page, openOrder, 'ORD174');
    await page.getByRole('button', { name: 'Show barcode' }).click();
    const popup = page.getByRole('dialog', { name: 'Barcode' });
    await expect(popup.getByText(payCode, { exact: true })).toBeVisible();
    const barcode = popup.getByTestId('barcode');
    await expect(barcode.locator('rect').first()).toBeAttached();
    expect(await readCode(barcode, 'code128')).toBe(payCode);
    await bridge.emit('back');
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/repay\?/);
  });

  test('the pay-code box opens the contract page with the kept repayment info', async ({
    page,
    fake,
    openOrder,
  }) => {
    const info = await instalment(fake, 'ORD174');
    const detail = info.defDetail;
    if (!detail) throw new Error('ORD174 has a default pay code in the seed.');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await repayFromOrder(page, openOrder, 'ORD174');
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    const loads = (await fake.callsOf('getInstalmentPlan')).length;
    await page.getByRole('region', { name: 'Reference No.' }).getByRole('link').click();

    await expect(page).toHaveURL(/\/repaymentOfCode2\?productId=P1001&orderId=ORD174$/);
    await expect(page).toHaveTitle('Repayment contract');
    await expect(page.getByText('Please keep the deposit slip after paying')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reference No\. / })).toHaveText(detail.payCode);
    await expect(page.getByTestId('total-payment')).toHaveText(peso(info.repayAmount));
    for (const group of detail.payNotice) {
      const section = page.getByRole('region', { name: group.name });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.name);
      for (const item of group.items) {
        const steps = section.locator('.notice-item', { hasText: item.name }).getByRole('listitem');
        await expect(steps).toHaveText(item.step);
      }
    }
    // Read from the kept answer: no second call.
    expect(await fake.callsOf('getInstalmentPlan')).toHaveLength(loads);
    await page.getByRole('button', { name: /^Reference No\. / }).click();
    await expect(toast(page)).toHaveText('copy success');
    expect(await clipboardText(page)).toBe(detail.payCode);
  });

  test('the contract page opened directly loads the repayment info again', async ({
    page,
    fake,
    openApp,
  }) => {
    const info = await instalment(fake, 'ORD174');
    await openApp('/repaymentOfCode2', { productId: 'P1001', orderId: 'ORD174' });
    await expect(page.getByRole('button', { name: /^Reference No\. / })).toHaveText(
      info.defDetail?.payCode ?? 'a pay code',
    );
    await expect(page.getByTestId('total-payment')).toHaveText(peso(info.repayAmount));
    // The test's own call, then the page's.
    const calls = await fake.callsOf('getInstalmentPlan');
    expect(calls.map((call) => call.body)).toEqual([
      { productId: 'P1001', orderId: 'ORD174' },
      { productId: 'P1001', orderId: 'ORD174' },
    ]);
  });
});

test.describe('extension repayment', () => {
  test('ORD174R → Rollover: title, fee, next date, plan rows; Payment sends isDelay=1', async ({
    page,
    fake,
    openOrder,
  }) => {
    const info = await extension(fake, 'ORD174R');
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/repayDelay\?productId=P1002&orderId=ORD174R$/);

    await expect(page.getByRole('heading', { name: info.delayInfo.title })).toBeVisible();
    await expect(page.getByTestId('delay-amount')).toHaveText(peso(info.delayInfo.delayAmount));
    await expect(page.getByTestId('next-date')).toHaveText(info.repayDate);
    await expect(page.locator('.plan__row')).toHaveText(
      info.repayPlan.map((row) => `${row.remark}${peso(row.amount)}${row.title}${row.time}`),
    );

    await page.getByRole('button', { name: 'Payment Method' }).click();
    await picker(page).getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?/);
    const [call] = await fake.callsOf('generatePayCode');
    expect(call?.body).toEqual({
      productId: 'P1002',
      orderId: 'ORD174R',
      amount: String(info.delayInfo.delayAmount),
      channelNumber: info.repayList[0]?.channel_number,
      isDelay: '1',
    });
    await expect(page.getByRole('region', { name: 'Amount to pay' })).toContainText('Extension fee');
    await expect(page.getByTestId('code-amount')).toHaveText(peso(info.delayInfo.delayAmount));
  });

  test('ORD180R, overdue: the penalty line says the days overdue, apart from the fee and the future date', async ({
    page,
    fake,
    openApp,
  }) => {
    const info = await extension(fake, 'ORD180R');
    const penalty = info.repayPlan.find((row) => row.title.startsWith('Penalty'));
    const days = /(\d+) days overdue/.exec(penalty?.title ?? '')?.[1] ?? 'no penalty line';
    await openApp('/repayDelay', { productId: 'P1001', orderId: 'ORD180R' });
    // "Overdue" never sits beside the next payment date, which is in the future.
    const hero = page.getByRole('region', { name: 'Extension' });
    await expect(hero).toContainText('Next payment date');
    await expect(hero).not.toContainText('days overdue');
    const line = page.getByRole('listitem').filter({ hasText: `Penalty, ${days} days overdue` });
    await expect(line).toBeVisible();
    await expect(line).toContainText(peso(penalty?.amount ?? 0));
    const payNow = info.repayPlan.filter((row) => row.remark === 'Pay now');
    expect(payNow.reduce((sum, row) => sum + row.amount, 0)).toBe(info.delayInfo.delayAmount);
  });

  test('the back gesture on the extension page returns to the order', async ({ page, bridge, openOrder }) => {
    await openOrder('ORD174R');
    await page.getByRole('button', { name: 'Rollover Repayment', exact: true }).click();
    await expect(page.getByTestId('delay-amount')).toBeVisible();
    await bridge.emit('back');
    await expect(page.getByRole('button', { name: 'Rollover Repayment', exact: true })).toBeVisible();
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test("the extension's pay-code box opens the contract page with the extension fee", async ({
    page,
    fake,
    openApp,
  }) => {
    const info = await extension(fake, 'ORD174R');
    await openApp('/repayDelay', { productId: 'P1002', orderId: 'ORD174R' });
    await page.getByRole('region', { name: 'Reference No.' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/repaymentOfCode2\?productId=P1002&orderId=ORD174R&isDelay=1$/);
    await expect(page.getByTestId('total-payment')).toHaveText(peso(info.delayInfo.delayAmount));
  });
});
