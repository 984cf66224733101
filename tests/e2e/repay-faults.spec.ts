import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests, toast } from './support/screen.ts';

const BUSY = { code: '500', message: 'The payment service is busy, please try again later.' };

/** The screens that load one answer, each with the operation that loads it and what shows once loaded. */
const LOADS = [
  {
    operationId: 'getInstalmentPlan',
    api: '**/v3/installment/loan-play-detail*',
    path: '/repay',
    query: { productId: 'P1001', orderId: 'ORD174' },
    loading: 'Loading repayment',
    loaded: (page: Page) => page.getByTestId('repay-amount'),
  },
  {
    operationId: 'getExtensionQuote',
    api: '**/opponents/pettypy*',
    path: '/repayDelay',
    query: { productId: 'P1002', orderId: 'ORD174R' },
    loading: 'Loading extension',
    loaded: (page: Page) => page.getByTestId('delay-amount'),
  },
  {
    operationId: 'getInstalmentPlan',
    api: '**/v3/installment/loan-play-detail*',
    path: '/repaymentOfCode2',
    query: { productId: 'P1001', orderId: 'ORD174' },
    loading: 'Loading repayment',
    loaded: (page: Page) => page.getByTestId('total-payment'),
  },
  {
    operationId: 'getExtensionQuote',
    api: '**/opponents/pettypy*',
    path: '/repaymentOfCode2',
    query: { productId: 'P1002', orderId: 'ORD174R', isDelay: '1' },
    loading: 'Loading repayment',
    loaded: (page: Page) => page.getByTestId('total-payment'),
  },
] as const;

test.describe('repayment screens under faults', () => {
  for (const screen of LOADS) {
    const name = `${screen.path}${'isDelay' in screen.query ? '?isDelay=1' : ''} (${screen.operationId})`;

    test(`${name}: a server error shows its message, Retry loads the screen`, async ({
      page,
      fake,
      openApp,
    }) => {
      await fake.fault({ operationId: screen.operationId, ...BUSY, times: 1 });
      await openApp(screen.path, screen.query);
      await expect(page.getByRole('alert')).toContainText(BUSY.message);
      await page.getByRole('button', { name: 'Retry', exact: true }).click();
      await expect(screen.loaded(page)).toBeVisible();
    });

    test(`${name}: a slow network shows the loading state, then the screen`, async ({ page, openApp }) => {
      const slow = await holdRequests(page, screen.api);
      await openApp(screen.path, screen.query);
      await expect(page.getByText(screen.loading)).toBeVisible();
      slow.release();
      await expect(screen.loaded(page)).toBeVisible();
    });
  }

  test("QA's slow-network scenario: /repay shows its loading state, then the repayment", async ({
    page,
    fake,
    openApp,
  }) => {
    await fake.scenario('slow-network');
    await openApp('/repay', { productId: 'P1001', orderId: 'ORD174' });
    await expect(page.getByText('Loading repayment')).toBeVisible();
    await expect(page.getByTestId('repay-amount')).toBeVisible({ timeout: 15_000 });
  });

  test('/repay: a dropped connection says network error, Retry recovers', async ({ page, fake, openApp }) => {
    // The query retries once by itself: drop both tries.
    await fake.fault({ operationId: 'getInstalmentPlan', drop: true, times: 2 });
    await openApp('/repay', { productId: 'P1001', orderId: 'ORD174' });
    await expect(page.getByRole('alert')).toContainText('Network error');
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByTestId('repay-amount')).toBeVisible();
  });

  test('/repay without an order id says what the link lacks', async ({ page, openApp }) => {
    await openApp('/repay', { productId: 'P1001' });
    await expect(page.getByRole('alert')).toContainText('missing some details (a productId and an orderId)');
  });
});

test.describe('payment calls under faults', () => {
  const openPicker = async (
    page: Page,
    openApp: (p: string, q?: Record<string, string>) => Promise<void>,
  ) => {
    await openApp('/repay', { productId: 'P1001', orderId: 'ORD174' });
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('Maya').click();
    return sheet;
  };

  test('generate-vcode: a server error shows its message; the picker and the channel stay', async ({
    page,
    fake,
    openApp,
  }) => {
    const sheet = await openPicker(page, openApp);
    await fake.fault({ operationId: 'generatePayCode', ...BUSY, times: 1 });
    await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(sheet.getByRole('radio', { name: 'Maya' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/repaymentOfCode\?.*channelNumber=90007/);
  });

  test('generate-vcode: a dropped connection says network error; the channel stays', async ({
    page,
    fake,
    openApp,
  }) => {
    const sheet = await openPicker(page, openApp);
    await fake.fault({ operationId: 'generatePayCode', drop: true, times: 1 });
    await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(toast(page)).toHaveText('Network error. Please check your connection and try again.');
    await expect(sheet.getByRole('radio', { name: 'Maya' })).toBeChecked();
  });

  test('generate-vcode: a slow network shows the loading indicator, then the code page', async ({
    page,
    openApp,
  }) => {
    const sheet = await openPicker(page, openApp);
    const slow = await holdRequests(page, '**/v3/loan-details/generate-vcode*');
    await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    slow.release();
    await expect(page).toHaveURL(/\/repaymentOfCode\?/);
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
  });
});

test.describe('legacy card calls under faults', () => {
  const start = async (page: Page, openApp: (p: string, q?: Record<string, string>) => Promise<void>) => {
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100', userId: 'U1000' });
    await page.getByText('BDO Unibank').click();
  };

  test('repayment-commit: a server error shows its message and keeps the card; a slow one shows loading', async ({
    page,
    fake,
    openApp,
  }) => {
    await start(page, openApp);
    await fake.fault({ operationId: 'repaymentCommit', ...BUSY, times: 1 });
    await page.getByRole('button', { name: 'Repay now' }).click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
    const slow = await holdRequests(page, '**/spoken/loan/repayment-commit*');
    await page.getByRole('button', { name: 'Repay now' }).click();
    await expect(page.getByTestId('loading-overlay')).toContainText('Submitting');
    slow.release();
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
  });

  test('repayment-confirm: a dropped connection says network error and keeps the code; a slow one shows loading', async ({
    page,
    fake,
    openApp,
  }) => {
    await start(page, openApp);
    await page.getByRole('button', { name: 'Repay now' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill('123456');
    await fake.fault({ operationId: 'repaymentConfirm', drop: true, times: 1 });
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(toast(page)).toHaveText('Network error. Please check your connection and try again.');
    await expect(code).toHaveValue('123456');
    const slow = await holdRequests(page, '**/spoken/loan/repayment-confirm*');
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(page.getByTestId('loading-overlay')).toContainText('Confirming');
    slow.release();
    await expect(page).toHaveURL(/\/loanDetail\?/);
  });

  test('repayment-way: a slow network shows the loading state, then the cards', async ({ page, openApp }) => {
    const slow = await holdRequests(page, '**/spoken/loan/repayment-way*');
    await openApp('/legacyRepay', { productId: 'P1001', orderId: 'ORD174', amount: '100' });
    await expect(page.getByText('Loading bank cards')).toBeVisible();
    slow.release();
    await expect(page.getByRole('group', { name: 'Bank cards' })).toBeVisible();
  });

  test('repayment-confirm: a server error shows its message and keeps the code', async ({
    page,
    fake,
    openApp,
  }) => {
    await start(page, openApp);
    await page.getByRole('button', { name: 'Repay now' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill('123456');
    await fake.fault({ operationId: 'repaymentConfirm', ...BUSY, times: 1 });
    await page.getByRole('button', { name: 'Confirm repayment' }).click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(code).toHaveValue('123456');
  });

  test('repayment-huichao: a server error shows its message and stays; a slow one shows loading', async ({
    page,
    fake,
    openApp,
  }) => {
    await start(page, openApp);
    const huichao = page.getByRole('button', { name: 'Pay through online banking (Huichao)' });
    await fake.fault({ operationId: 'getLegacyRepayRedirect', ...BUSY, times: 1 });
    await huichao.click();
    await expect(toast(page)).toHaveText(BUSY.message);
    await expect(page).toHaveURL(/\/legacyRepay\?/);
    const slow = await holdRequests(page, '**/spoken/loan/repayment-huichao*');
    await huichao.click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    slow.release();
    await expect(page).toHaveURL(/\/__fake\/pages\/external-repay\/ORD174/);
  });
});
