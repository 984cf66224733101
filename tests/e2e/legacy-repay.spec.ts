import type { Page } from '@playwright/test';
import type { RepaymentInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import { pauseClock } from './support/clock.ts';
import { peso, toast } from './support/screen.ts';

/** ORD174 → Repayment → Pay with a bank card, as a borrower gets to the legacy card flow. */
async function cardRepayFromOrder(page: Page, openOrder: (id: string) => Promise<void>) {
  await openOrder('ORD174');
  await page.getByRole('button', { name: 'Repayment', exact: true }).click();
  await page.getByRole('link', { name: 'Pay with a bank card' }).click();
  await expect(page).toHaveURL(/\/legacyRepay\?productId=P1001&orderId=ORD174&amount=\d+$/);
  await expect(page.getByRole('group', { name: 'Bank cards' })).toBeVisible();
}

const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const repayNow = (page: Page) => page.getByRole('button', { name: 'Repay now' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm repayment' });

test.describe('legacy card repayment', () => {
  test('the cards, none chosen; Repay now without a card says 请先选择付款银行卡！ and sends nothing', async ({
    page,
    fake,
    openOrder,
  }) => {
    const { productId } = await fake.order('ORD174');
    const info = await fake.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', {
      productId,
      orderId: 'ORD174',
    });
    await cardRepayFromOrder(page, openOrder);
    await expect(page).toHaveTitle('Card repayment');
    await expect(page.getByTestId('legacy-amount')).toHaveText(peso(info.repayAmount));
    const cards = page.getByRole('group', { name: 'Bank cards' }).getByRole('radio');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).not.toBeChecked();
    await repayNow(page).click();
    await expect(toast(page)).toHaveText('请先选择付款银行卡！');
    expect(await fake.callsOf('repaymentCommit')).toHaveLength(0);
  });

  test('BDO: the payload, a 60 s resend countdown, 请输入正确的验证码 for a short code, the code settles the order', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await page.clock.install();
    await cardRepayFromOrder(page, openOrder);
    await page.getByText('BDO Unibank').click();
    // The page's clock stands still from here (only fastForward moves it): a loaded machine can
    // spend seconds between the countdown's start and the checks of its first value.
    await pauseClock(page);
    await repayNow(page).click();

    await expect(codeInput(page)).toBeVisible();
    const [commit] = await fake.callsOf('repaymentCommit');
    const amount = new URL(page.url()).searchParams.get('amount');
    expect(commit?.body).toMatchObject({
      amount,
      bankName: 'BDO Unibank',
      cardId: 'LC1',
      cardNo: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      couponId: '',
      orderId: 'ORD174',
      repayToken: expect.stringMatching(/^RT\d+$/),
      bankCode: 'BDO',
      sendMsg: '1',
    });
    // The card is locked while its code is awaited.
    await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeDisabled();

    const resend = page.getByRole('button', { name: /^Resend/ });
    await expect(resend).toHaveText('Resend in 60s');
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(59_000);
    await expect(resend).toHaveText('Resend in 1s');
    await page.clock.fastForward(1_000);
    await expect(resend).toHaveText('Resend code');
    await resend.click();
    await expect(resend).toHaveText('Resend in 60s');
    expect(await fake.callsOf('repaymentCommit')).toHaveLength(2);
    // Time flows again for the rest: the toasts and the way back to the order page.
    await page.clock.resume();

    await codeInput(page).fill('12345');
    await confirmButton(page).click();
    await expect(toast(page)).toHaveText('请输入正确的验证码');
    expect(await fake.callsOf('repaymentConfirm')).toHaveLength(0);
    await codeInput(page).fill('1234567');
    await expect(codeInput(page)).toHaveValue('123456');
    await confirmButton(page).click();

    // Back to my order page the borrower came from, now settled; the payment pages are behind it,
    // so the back gesture now leaves the web view instead of revisiting them.
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD174/);
    await bridge.emit('back');
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
    const [confirm] = await fake.callsOf('repaymentConfirm');
    expect(confirm?.body).toEqual({
      orderId: 'ORD174',
      verifyCode: '123456',
      repaymentRecordId: expect.stringMatching(/^LR\d+$/),
    });
  });

  test('a wrong code (scenario wrong-code, 800006) shows the server message and keeps the code', async ({
    page,
    fake,
    openOrder,
  }) => {
    await cardRepayFromOrder(page, openOrder);
    await fake.scenario('wrong-code');
    await page.getByText('Bank of the Philippine Islands').click();
    await repayNow(page).click();
    await codeInput(page).fill('654321');
    await confirmButton(page).click();
    await expect(toast(page)).toHaveText('The verification code is wrong.');
    await expect(codeInput(page)).toHaveValue('654321');
    await expect(page).toHaveURL(/\/legacyRepay\?/);
  });

  test('a second submission (scenario repay-twice, 800005) shows the server message and keeps the card', async ({
    page,
    fake,
    openOrder,
  }) => {
    await cardRepayFromOrder(page, openOrder);
    await fake.scenario('repay-twice');
    await page.getByText('Metrobank').click();
    await repayNow(page).click();
    await expect(toast(page)).toHaveText('Do not submit the repayment twice.');
    await expect(page.getByRole('radio', { name: /Metrobank/ })).toBeChecked();
    await expect(codeInput(page)).toHaveCount(0);
  });

  test('a card that needs no code pays at once and opens the settled order', async ({
    page,
    fake,
    openOrder,
  }) => {
    await cardRepayFromOrder(page, openOrder);
    await page.getByText('Metrobank').click();
    await repayNow(page).click();
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD174/);
    expect((await fake.order('ORD174')).orderStatus).toBe(200);
  });

  test('a failed card query shows 查询银行卡列表失败, and Retry loads the cards', async ({
    page,
    fake,
    openApp,
  }) => {
    // The query retries once by itself: drop both tries.
    await fake.fault({ operationId: 'repaymentWay', drop: true, times: 2 });
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100' });
    await expect(page.getByRole('alert')).toHaveText(/查询银行卡列表失败/);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Bank cards' })).toBeVisible();
  });

  test('a card query the server refuses shows 查询银行卡列表失败 too', async ({ page, fake, openApp }) => {
    await fake.fault({
      operationId: 'repaymentWay',
      code: '500',
      message: 'The card service is busy',
      times: 1,
    });
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100' });
    await expect(page.getByRole('alert')).toHaveText(/查询银行卡列表失败/);
    await expect(toast(page)).toHaveText('The card service is busy');
  });

  test("Huichao: with the borrower's user id, online banking opens the gateway's page", async ({
    page,
    fake,
    openApp,
  }) => {
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100', userId: 'U1000' });
    await page.getByRole('button', { name: 'Pay through online banking (Huichao)' }).click();
    await expect(page).toHaveURL(/\/__fake\/pages\/external-repay\/ORD174/);
    const [call] = await fake.callsOf('getLegacyRepayRedirect');
    expect(call?.body).toEqual({ userId: 'U1000', orderId: 'ORD174', amount: '100' });
  });
  test('a refresh that fails while the code is awaited keeps the card, the typed code and the countdown', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await cardRepayFromOrder(page, openOrder);
    await page.getByText('BDO Unibank').click();
    await repayNow(page).click();
    await codeInput(page).fill('1234');
    await fake.fault({
      operationId: 'repaymentWay',
      code: '500',
      message: 'The card service is busy',
      times: 1,
    });
    // The shell says the web view is visible again (the borrower read the SMS): the app refreshes.
    await bridge.emit('resume');
    await expect(toast(page)).toHaveText('The card service is busy');
    await expect(codeInput(page)).toHaveValue('1234');
    await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  });

  test('the back gesture while the code is awaited returns to the repayment page', async ({
    page,
    bridge,
    openOrder,
  }) => {
    await cardRepayFromOrder(page, openOrder);
    await page.getByText('BDO Unibank').click();
    await repayNow(page).click();
    await expect(codeInput(page)).toBeVisible();
    await bridge.emit('back');
    await expect(page.getByTestId('repay-amount')).toBeVisible();
    expect(await bridge.actions()).not.toContain('closeWebView');
  });

  test('a gateway link that is neither an app path nor http(s) is refused', async ({ page, openApp }) => {
    await page.route('**/spoken/loan/repayment-huichao*', (route) =>
      route.fulfill({ json: { code: '00', message: '', data: { url: 'alipays://platformapi/startapp' } } }),
    );
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100', userId: 'U1000' });
    await page.getByRole('button', { name: 'Pay through online banking (Huichao)' }).click();
    await expect(toast(page)).toHaveText(
      'This link cannot be opened. Please try again or choose another way.',
    );
    await expect(page).toHaveURL(/\/legacyRepay\?/);
  });
});
