import type { Page } from '@playwright/test';
import type {
  GetLoanConfirmDetailsVariantTwoData,
  ListAgreementsVariantTwo200,
} from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { textContrast } from './support/contrast.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { expectSubmittingLook, submittedNotice } from './support/loan-now.ts';
import { holdRequests, peso, toast } from './support/screen.ts';

/** Variant 2's extra session params, as the shell puts them in the page address. */
const SHELL = { appName: 'PesoGo', clientType: 'ios' };

async function getLoanConfirmDetailsVariantTwoData(fake: FakeAdmin, productId: string) {
  return fake.apiData<GetLoanConfirmDetailsVariantTwoData>('/gopia/goya/satire', { productId });
}

async function agreementTitles(fake: FakeAdmin, productId: string) {
  const data = await fake.apiGetData<Extract<ListAgreementsVariantTwo200, { data: object }>['data']>(
    '/gopia/goya/cultures',
    {
      productId,
    },
  );
  return data.list.map((item) => item.title);
}

/** How a borrower sees an amount in rupees: written apart from the app's formatter. */
function rupee(minorUnits: number): string {
  return peso(minorUnits).replace('₱', '₹');
}

const loanNow = (page: Page) => page.getByRole('button', { name: 'Loan Now', exact: true });
const agreementBox = (page: Page) => page.getByRole('checkbox', { name: 'I have read and agree to' });
const promo = (page: Page) => page.getByRole('dialog', { name: 'Promotion' });
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test.describe('loan confirmation (variant 2)', () => {
  test('P1003: the promotional popup with its message and button; the close icon closes it and tells the server', async ({
    page,
    fake,
    openApp,
  }) => {
    const data = await getLoanConfirmDetailsVariantTwoData(fake, 'P1003');
    expect(data.showNewPop).toBe(1);
    await openApp('/confirmNew', { productId: 'P1003', ...SHELL });

    await expect(promo(page)).toContainText(data.NewPopMsg);
    await expect(promo(page).getByRole('button', { name: data.NewButtonMsg, exact: true })).toBeVisible();
    await promo(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(promo(page)).toHaveCount(0);
    await expect
      .poll(async () => (await fake.callsOf('recordPopupClosedVariantTwo')).map((call) => call.body))
      .toEqual([{ productId: 'P1003' }]);
    expect((await fake.callsOf('recordPopupClosedVariantTwo'))[0]?.query).toMatchObject(SHELL);

    // The same screen as v3: four plan rows in pesos.
    await expect(page.getByTestId('confirm-amount')).toHaveText(peso(data.loanAmount));
    await expect(page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem')).toHaveText(
      data.planRows.map((row, index) => `${index + 1}/4${row.payTime}${peso(row.amount)}`),
    );
    // Every variant-2 call carries the shell's extra session params.
    // (The first getLoanConfirmDetailsVariantTwo call is this test's own, above.)
    const getLoanConfirmDetailsVariantTwo = (await fake.callsOf('getLoanConfirmDetailsVariantTwo')).at(-1);
    expect(getLoanConfirmDetailsVariantTwo?.query).toMatchObject(SHELL);
    const [listAgreementsVariantTwo] = await fake.callsOf('listAgreementsVariantTwo');
    expect(listAgreementsVariantTwo?.query).toMatchObject({ ...SHELL, productId: 'P1003' });
  });

  test('P1004: amounts in ₹ (currency flag 1); the popup button closes the popup; the push opens the new order in place', async ({
    page,
    fake,
    openApp,
  }) => {
    const data = await getLoanConfirmDetailsVariantTwoData(fake, 'P1004');
    expect(data.currencyFlag).toBe(1);
    await openApp('/confirmNew', { productId: 'P1004', ...SHELL });

    await promo(page).getByRole('button', { name: data.NewButtonMsg, exact: true }).click();
    await expect(promo(page)).toHaveCount(0);
    await expect(page.getByTestId('confirm-amount')).toHaveText(rupee(data.loanAmount));
    await expect(page.getByRole('region', { name: 'Repayment plan' }).getByRole('listitem')).toHaveText(
      data.planRows.map(
        (row, index) => `${index + 1}/${data.planRows.length}${row.payTime}${rupee(row.amount)}`,
      ),
    );
    await expect(page.getByRole('region', { name: 'Loan details' })).toContainText(rupee(data.loanAmount));

    const before = await historyLength(page);
    await loanNow(page).click();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1004&orderId=ORD\d+&from=confirm$/);
    await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
    expect(await historyLength(page)).toBe(before);
    const pushes = await fake.callsOf('pushLoanVariantTwo');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.body).toEqual({
      productId: 'P1004',
      loanAmount: String(data.loanAmount),
      loanDays: String(data.loanDays),
    });
    expect(pushes[0]?.query).toMatchObject(SHELL);
  });

  test('while the push runs Loan Now is busy (a spinner and Submitting, still yellow); then the order says the application was submitted', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    const slow = await holdRequests(page, '**/gopia/goya/depush*');
    await loanNow(page).click();
    const submitting = page.getByRole('button', { name: 'Submitting', exact: true });
    await expect(submitting).toHaveAttribute('aria-busy', 'true');
    await expectSubmittingLook(submitting);
    await submitting.click();
    slow.release();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD\d+&from=confirm$/);
    await expect(submittedNotice(page)).toBeVisible();
    expect(await fake.callsOf('pushLoanVariantTwo')).toHaveLength(1);
  });

  test('unchecking greys out Loan Now and sends no push; checked again, one push', async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    await agreementBox(page).uncheck();
    await expect(loanNow(page)).toBeDisabled();
    expect(await textContrast(loanNow(page))).toBeGreaterThanOrEqual(4.5);
    // The tap says why, beside the box, and pushes nothing.
    // (force: Playwright waits for an aria-disabled button to become enabled; a finger does not.)
    await loanNow(page).click({ force: true });
    await expect(
      page
        .getByRole('region', { name: 'Agreements' })
        .getByRole('alert')
        .filter({ hasText: 'Please tick this box to agree to the agreements before you apply.' }),
    ).toBeVisible();
    expect(await fake.callsOf('pushLoanVariantTwo')).toHaveLength(0);
    await agreementBox(page).check();
    await loanNow(page).click();
    await expect(page).toHaveURL(/from=confirm$/);
    // Only the push made after checking reached the server.
    expect(await fake.callsOf('pushLoanVariantTwo')).toHaveLength(1);
  });

  test('P1003: the back gesture closes the promotional popup first, then opens Point out', async ({
    page,
    bridge,
    openApp,
  }) => {
    await openApp('/confirmNew', { productId: 'P1003', ...SHELL });
    await expect(promo(page)).toBeVisible();
    await bridge.emit('back');
    await expect(promo(page)).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Point out' })).toHaveCount(0);
    await bridge.emit('back');
    await expect(page.getByRole('dialog', { name: 'Point out' })).toBeVisible();
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('P1002: Cancel on the automatic agreement popup closes the web view', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    await openApp('/confirmNew', { productId: 'P1002', ...SHELL });
    const auto = page.getByRole('dialog', { name: 'Loan agreement' });
    await auto.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
    expect(await fake.callsOf('pushLoanVariantTwo')).toHaveLength(0);
  });

  test('loading, then a dropped connection says network error; Retry loads the screen', async ({
    page,
    fake,
    openApp,
  }) => {
    // The query retries once by itself: drop both tries.
    await fake.fault({ operationId: 'getLoanConfirmDetailsVariantTwo', drop: true, times: 2 });
    const slow = await holdRequests(page, '**/gopia/goya/satire*');
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    await expect(page.getByText('Loading loan')).toBeVisible();
    slow.release();
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(loanNow(page)).toBeEnabled();
  });

  test("P1001: 'Point out' on the native back", async ({ page, fake, bridge, openApp }) => {
    const data = await getLoanConfirmDetailsVariantTwoData(fake, 'P1001');
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    await expect(loanNow(page)).toBeEnabled();
    await bridge.emit('back');
    const retention = page.getByRole('dialog', { name: 'Point out' });
    await expect(retention).toContainText(data.retainContent);
    await retention.getByRole('button', { name: 'Leave', exact: true }).click();
    await expect.poll(() => bridge.actions()).toContain('closeWebView');
  });

  test('P1002: the agreement popup opens by itself; a title asks getAgreementLinkVariantTwo and shows its page', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const titles = await agreementTitles(fake, 'P1002');
    await openApp('/confirmNew', { productId: 'P1002', ...SHELL });
    const auto = page.getByRole('dialog', { name: 'Loan agreement' });
    await expect(auto.frameLocator('iframe').getByRole('heading')).toBeVisible();
    await auto.getByRole('button', { name: 'Agree', exact: true }).click();
    await expect(auto).toHaveCount(0);

    const last = titles.at(-1) ?? '';
    await page.getByRole('button', { name: last, exact: true }).click();
    const popup = page.getByRole('dialog', { name: last });
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: last })).toBeVisible();
    const [link] = await fake.callsOf('getAgreementLinkVariantTwo');
    expect(link?.query).toMatchObject({ ...SHELL, productId: 'P1002', position: String(titles.length - 1) });
    // The back gesture closes the popup the borrower opened.
    await bridge.emit('back');
    await expect(popup).toHaveCount(0);
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('a code other than 00 from getLoanConfirmDetailsVariantTwo toasts the server message', async ({
    page,
    fake,
    bridge,
    openApp,
  }) => {
    const message = 'This product is not available in your area.';
    await fake.fault({ operationId: 'getLoanConfirmDetailsVariantTwo', code: '403', message, times: 1 });
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    await expect(toast(page)).toHaveText(message);
    // The toast says the server's message; in place only that the loan did not load. A 403 would
    // answer the same again: no retry; Go back and customer service are the ways on.
    await expect(page.getByRole('alert')).toContainText('The loan could not be loaded.');
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect.poll(() => bridge.actions()).toContain('closeWebView');
  });

  test('a code other than 00 from pushLoanVariantTwo toasts the server message and keeps the screen', async ({
    page,
    fake,
    openApp,
  }) => {
    const message = 'You have an order under review already.';
    await openApp('/confirmNew', { productId: 'P1001', ...SHELL });
    await fake.fault({ operationId: 'pushLoanVariantTwo', code: '409', message, times: 1 });
    await loanNow(page).click();
    await expect(toast(page)).toHaveText(message);
    await expect(page).toHaveURL(/\/confirmNew\?/);
    await expect(agreementBox(page)).toBeChecked();
    await expect(loanNow(page)).toBeEnabled();
    expect(await fake.callsOf('pushLoanVariantTwo')).toHaveLength(1);
  });
});
