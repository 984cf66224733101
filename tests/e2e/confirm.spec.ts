import type { Page } from '@playwright/test';
import type { AgreementItem, LoanConfirmData } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { textContrast } from './support/contrast.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { expectSubmittingLook, submittedNotice } from './support/loan-now.ts';
import { holdRequests, peso, toast } from './support/screen.ts';

/** What loan-detail-confirm and the agreement list answer for a product in this test's sandbox. */
async function confirmData(fake: FakeAdmin, productId: string) {
  const data = await fake.apiData<LoanConfirmData>('/v3/loan-confirm/loan-detail-confirm', { productId });
  const agreements = await fake.apiGetData<AgreementItem[]>('/v3/contract/contract', {
    productId,
    scene: '3',
  });
  return { data, agreements: agreements.map((item) => item.title) };
}

const loanNow = (page: Page) => page.getByRole('button', { name: 'Loan Now', exact: true });
const agreementBox = (page: Page) => page.getByRole('checkbox', { name: 'I have read and agree to' });
/** The hint a tap on the inactive Loan Now shows beside the agreement box. */
const agreeFirst = (page: Page) =>
  page
    .getByRole('region', { name: 'Agreements' })
    .getByRole('alert')
    .filter({ hasText: 'Please tick this box to agree to the agreements before you apply.' });
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** The order screen of the order a push created, opened in place of the confirmation. */
async function expectNewOrderPage(page: Page, productId: string, lengthBefore: number) {
  await expect(page).toHaveURL(
    new RegExp(`/loanDetail\\?productId=${productId}&orderId=ORD\\d+&from=confirm$`),
  );
  await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
  // Replaced, not pushed: back does not return to the confirmation.
  expect(await historyLength(page)).toBe(lengthBefore);
}

test.describe('loan confirmation (v3)', () => {
  test('P1001: the terms, plan rows, agreements, a checked box and an active Loan Now', async ({
    page,
    fake,
    openApp,
  }) => {
    const { data, agreements } = await confirmData(fake, 'P1001');
    await openApp('/confirm', { productId: 'P1001' });

    await expect(page).toHaveTitle('Loan confirmation');
    await expect(page.getByTestId('confirm-amount')).toHaveText(peso(data.amount));
    await expect(page.getByTestId('confirm-term')).toHaveText(`${data.periods} days`);
    await expect(page.getByTestId('confirm-rate')).toHaveText(data.pRateDsc);
    const product = page.getByRole('region', { name: 'Product' });
    await expect(product).toHaveText(data.comProductName);
    await expect(product.locator('img')).toHaveAttribute('src', data.comProductLogo);
    // Every row the server sends shows once: the received amount and the total repayment lead the
    // page, the charges stand in the disclosure statement, the rest in the loan details.
    const lead = ['Received amount', 'Total repayment'];
    const charges = ['Interest', 'Service fee', 'Finance charge', 'Effective interest rate', 'Total cost'];
    const rowOf = (text: string) => data.details.find((row) => row.text === text);
    await expect(page.getByTestId('confirm-received')).toHaveText(rowOf('Received amount')?.value ?? '?');
    await expect(page.getByTestId('confirm-repaid')).toHaveText(rowOf('Total repayment')?.value ?? '?');
    await expect(page.getByTestId('confirm-due')).toHaveText(data.repay_plans.at(-1)?.pay_time ?? '?');
    for (const [name, rows] of [
      ['Disclosure statement', data.details.filter((row) => charges.includes(row.text))],
      ['Loan details', data.details.filter((row) => !lead.includes(row.text) && !charges.includes(row.text))],
    ] as const) {
      const region = page.getByRole('region', { name });
      await expect(region.getByRole('term')).toHaveText(rows.map((row) => row.text));
      await expect(region.getByRole('definition')).toHaveText(rows.map((row) => row.value));
    }
    const total = data.repay_plans.length;
    await expect(page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem')).toHaveText(
      data.repay_plans.map((row, index) => `${index + 1}/${total}${row.pay_time}${peso(row.amount)}`),
    );
    await expect(page.getByRole('region', { name: 'Agreements' }).getByRole('listitem')).toHaveText(
      agreements,
    );
    await expect(agreementBox(page)).toBeChecked();
    await expect(loanNow(page)).toBeEnabled();
    // No popup of its own: P1001 has no agreement popup and no promotion.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('unchecking greys out Loan Now and sends nothing; checked, one tap sends exactly one push and opens the new order in place', async ({
    page,
    fake,
    openApp,
  }) => {
    const { data } = await confirmData(fake, 'P1001');
    await openApp('/confirm', { productId: 'P1001' });
    await expect(loanNow(page)).toBeEnabled();

    await agreementBox(page).uncheck();
    await expect(loanNow(page)).toBeDisabled();
    // Grey, not the yellow call to action, and its words still readable (WCAG AA, 4.5:1).
    await expect(loanNow(page)).not.toHaveCSS('background-color', 'rgb(255, 209, 0)');
    expect(await textContrast(loanNow(page))).toBeGreaterThanOrEqual(4.5);
    await expect(agreeFirst(page)).toHaveCount(0);
    // A tap says why nothing happens, next to the box, and sends nothing.
    // (force: Playwright waits for an aria-disabled button to become enabled; a finger does not.)
    await loanNow(page).click({ force: true });
    await expect(agreeFirst(page)).toBeVisible();
    await expect(agreeFirst(page)).toBeInViewport();
    await expect(agreementBox(page)).toBeFocused();
    await expect(agreementBox(page)).not.toBeChecked();
    expect(await fake.callsOf('pushLoan')).toHaveLength(0);

    await agreementBox(page).check();
    await expect(agreeFirst(page)).toHaveCount(0);
    await expect(loanNow(page)).toBeEnabled();
    const before = await historyLength(page);
    // A double tap is one push.
    await loanNow(page).dblclick();
    await expectNewOrderPage(page, 'P1001', before);

    const pushes = await fake.callsOf('pushLoan');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      amount: String(data.amount),
      periods: String(data.periods),
      termUnit: String(data.termUnit),
      productId: 'P1001',
    });
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect((await fake.order(orderId ?? '')).productId).toBe('P1001');
  });

  test('a tapped agreement title asks contract-jump and shows the page in a popup; Agree and Cancel close it', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const { agreements } = await confirmData(fake, 'P1001');
    const second = agreements[1] ?? '';
    await openApp('/confirm', { productId: 'P1001', orderId: 'ORD21' });
    await agreementBox(page).uncheck();

    await page.getByRole('button', { name: second, exact: true }).click();
    const popup = page.getByRole('dialog', { name: second });
    await expect(popup).toBeVisible();
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: second })).toBeVisible();
    const [jump] = await fake.callsOf('getAgreementLink');
    expect(jump?.query).toMatchObject({ productId: 'P1001', scene: '3', position: '1', orderId: 'ORD21' });

    // Agree: the popup closes and the box is checked.
    await popup.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect(agreementBox(page)).toBeChecked();

    // Cancel: the popup closes, the borrower stays.
    await page.getByRole('button', { name: agreements[0] ?? '', exact: true }).click();
    const first = page.getByRole('dialog', { name: agreements[0] ?? '' });
    await expect(
      first.frameLocator('iframe').getByRole('heading', { name: agreements[0] ?? '' }),
    ).toBeVisible();
    await first.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(first).toHaveCount(0);
    await expect(page.getByTestId('confirm-amount')).toBeVisible();
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test("P1001: the native back opens 'Point out'; Continue stays, a second back closes it, Leave closes the web view", async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const { data } = await confirmData(fake, 'P1001');
    expect(data.isPopType).toBe(1);
    await openApp('/confirm', { productId: 'P1001' });
    await expect(loanNow(page)).toBeEnabled();

    await bridge.emit('back');
    const retention = page.getByRole('dialog', { name: 'Point out' });
    await expect(retention).toBeVisible();
    await expect(retention).toContainText(data.popContent);
    await retention.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(retention).toHaveCount(0);

    await bridge.emit('back');
    await expect(retention).toBeVisible();
    // Back while it is open closes the popup, not the page.
    await bridge.emit('back');
    await expect(retention).toHaveCount(0);
    expect(await bridge.actions()).not.toContain('closeWebView');

    await bridge.emit('back');
    await retention.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect.poll(() => bridge.actions()).toContain('closeWebView');
  });

  test('P1004: without the retention flag the native back leaves as everywhere else', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const { data } = await confirmData(fake, 'P1004');
    expect(data.isPopType).toBe(0);
    await openApp('/confirm', { productId: 'P1004' });
    await expect(loanNow(page)).toBeEnabled();
    await bridge.emit('back');
    await expect.poll(() => bridge.actions()).toContain('closeWebView');
    await expect(page.getByRole('dialog', { name: 'Point out' })).toHaveCount(0);
  });

  test('P1002: the agreement popup opens by itself; Agree closes it and Loan Now still pushes', async ({
    page,
    fake,
    openApp,
  }) => {
    const { data } = await confirmData(fake, 'P1002');
    expect(data.popAgreementUrl).not.toBe('');
    await openApp('/confirm', { productId: 'P1002' });

    const popup = page.getByRole('dialog', { name: 'Loan agreement' });
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', data.popAgreementUrl);
    await expect(popup.frameLocator('iframe').getByRole('heading')).toBeVisible();
    // Only its buttons answer it: a tap outside does not.
    await page.mouse.click(5, 5);
    await expect(popup).toBeVisible();

    await popup.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(popup).toHaveCount(0);
    const before = await historyLength(page);
    await loanNow(page).click();
    await expectNewOrderPage(page, 'P1002', before);
  });

  test('P1002: Cancel on the automatic agreement popup closes the web view', async ({
    page,
    bridge,
    fake,
    openApp,
  }) => {
    await openApp('/confirm', { productId: 'P1002' });
    const popup = page.getByRole('dialog', { name: 'Loan agreement' });
    await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
    expect(await fake.callsOf('pushLoan')).toHaveLength(0);
  });

  test('/confirmOfPeriod, P1003: four periods as the schedule with their total, then the push', async ({
    page,
    fake,
    openApp,
  }) => {
    const { data } = await confirmData(fake, 'P1003');
    expect(data.repay_plans).toHaveLength(4);
    await openApp('/confirmOfPeriod', { productId: 'P1003' });

    const schedule = page.getByRole('region', { name: 'Period schedule' });
    await expect(schedule.getByRole('heading')).toHaveText('Period schedule · 4 periods');
    await expect(schedule.getByRole('listitem')).toHaveText(
      data.repay_plans.map((row, index) => `${index + 1}/4${row.pay_time}${peso(row.amount)}`),
    );
    const sum = data.repay_plans.reduce((total, row) => total + row.amount, 0);
    await expect(page.getByTestId('plan-total')).toHaveText(peso(sum));

    const before = await historyLength(page);
    await loanNow(page).click();
    await expectNewOrderPage(page, 'P1003', before);
    const [push] = await fake.callsOf('pushLoan');
    expect(push?.body).toMatchObject({ productId: 'P1003', periods: String(data.periods) });
  });
});

test.describe('loan confirmation (v3) states', () => {
  const BUSY = { code: '500', message: 'The loan service is busy, please try again later.' };

  test('loading, then a server message with Retry, then the screen', async ({ page, fake, openApp }) => {
    await fake.fault({ operationId: 'getLoanConfirmDetails', ...BUSY, times: 1 });
    const slow = await holdRequests(page, '**/v3/loan-confirm/loan-detail-confirm*');
    await openApp('/confirm', { productId: 'P1001' });
    await expect(page.getByText('Loading loan')).toBeVisible();
    slow.release();
    await expect(page.getByRole('alert')).toContainText(BUSY.message);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(loanNow(page)).toBeEnabled();
  });

  test('a dropped connection says network error; Retry recovers', async ({ page, fake, openApp }) => {
    // The query retries once by itself: drop both tries.
    await fake.fault({ operationId: 'getLoanConfirmDetails', drop: true, times: 2 });
    await openApp('/confirm', { productId: 'P1001' });
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByTestId('confirm-amount')).toBeVisible();
  });

  test('without a productId the link says what it lacks', async ({ page, fake, openApp }) => {
    await openApp('/confirm');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incompleteThis loan link is missing some details (a productId). Please open it again from the app.',
    );
    expect(await fake.callsOf('getLoanConfirmDetails')).toHaveLength(0);
  });

  test('agreements that fail to load keep Loan Now inactive until Retry brings them', async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.fault({ operationId: 'listAgreements', drop: true, times: 2 });
    await openApp('/confirm', { productId: 'P1001' });
    const agreements = page.getByRole('region', { name: 'Agreements' });
    await expect(agreements.getByRole('alert')).toHaveText('The agreements could not be loaded. Retry');
    await expect(loanNow(page)).toBeDisabled();
    await agreements.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(agreements.getByRole('listitem').first()).toBeVisible();
    await expect(loanNow(page)).toBeEnabled();
  });

  test('while the push runs Loan Now is busy (a spinner and Submitting, still yellow), more taps send nothing and back waits; then the order says the application was submitted', async ({
    page,
    fake,
    bridge,
    openApp,
  }, testInfo) => {
    await openApp('/confirm', { productId: 'P1001' });
    const slow = await holdRequests(page, '**/v3/loan-confirm/loan-detail-push*');
    await loanNow(page).click();
    const submitting = page.getByRole('button', { name: 'Submitting', exact: true });
    await expect(submitting).toHaveAttribute('aria-busy', 'true');
    await expectSubmittingLook(submitting);
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await testInfo.attach('loan-now-submitting', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await submitting.click();
    // Back now would leave a page the answer then replaces: neither 'Point out' nor leaving.
    await bridge.emit('back');
    await expect(page.getByRole('dialog', { name: 'Point out' })).toHaveCount(0);
    slow.release();
    await expect(page).toHaveURL(/from=confirm$/);
    await expect(submittedNotice(page)).toBeVisible();
    await expect(submittedNotice(page)).toContainText('Thank you. You can follow its status on this page.');
    await testInfo.attach('loan-submitted-order', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    expect(await fake.callsOf('pushLoan')).toHaveLength(1);
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('a refused push shows the server message and keeps the screen and the choices', async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.fault({ operationId: 'pushLoan', ...BUSY, times: 1 });
    await openApp('/confirm', { productId: 'P1001' });
    await agreementBox(page).uncheck();
    await agreementBox(page).check();
    await loanNow(page).click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(page).toHaveURL(/\/confirm\?/);
    await expect(agreementBox(page)).toBeChecked();
    // Tapping again pushes again, and this time it goes through.
    await loanNow(page).click();
    await expect(page).toHaveURL(/from=confirm$/);
    expect(await fake.callsOf('pushLoan')).toHaveLength(2);
  });

  test('a push with no answer says network error and keeps the screen', async ({ page, fake, openApp }) => {
    await fake.fault({ operationId: 'pushLoan', drop: true, times: 1 });
    await openApp('/confirm', { productId: 'P1001' });
    await loanNow(page).click();
    await expect(toast(page)).toHaveText('Network error. Please check your connection and try again.');
    await expect(loanNow(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/confirm\?/);
  });

  test('a push answering a link the app must not open is refused with a message', async ({
    page,
    openApp,
  }) => {
    let pushes = 0;
    await page.route('**/v3/loan-confirm/loan-detail-push*', (route) => {
      pushes += 1;
      return route.fulfill({
        json: { code: '00', message: 'success', success: true, data: { lendDetailsUrl: 'weixin://order/1' } },
      });
    });
    await openApp('/confirm', { productId: 'P1001' });
    await loanNow(page).click();
    await expect(toast(page)).toHaveText(
      'Your loan application was sent, but its order page cannot be opened here. Please check your orders in the app.',
    );
    await expect(page).toHaveURL(/\/confirm\?/);
    // The loan went through: the button says so (white on green, not spinning) and never pushes twice.
    const submitted = page.getByRole('button', { name: 'Application submitted', exact: true });
    await expect(submitted).toBeDisabled();
    await expect(submitted).toHaveAttribute('aria-busy', 'false');
    await expect(submitted).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    expect(await textContrast(submitted)).toBeGreaterThanOrEqual(4.5);
    await submitted.click({ force: true });
    expect(pushes).toBe(1);
  });

  test('a push answering an http(s) page opens it in place of the confirmation', async ({
    page,
    openApp,
  }) => {
    await openApp('/confirm', { productId: 'P1001' });
    // An absolute link, as a backend on another host would answer: the app's own order page.
    const lendDetailsUrl = new URL('/loanDetail?productId=P1001&orderId=ORD21', page.url()).href;
    await page.route('**/v3/loan-confirm/loan-detail-push*', (route) =>
      route.fulfill({
        json: {
          code: '00',
          message: 'success',
          success: true,
          data: { lendDetailsUrl },
        },
      }),
    );
    const before = await historyLength(page);
    await loanNow(page).click();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD21&from=confirm$/);
    await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
    expect(await historyLength(page)).toBe(before);
  });
});
