import type { Locator, Page } from '@playwright/test';
import type { RepaymentInfo } from '../../openapi/generated/model/index.ts';
import { expect, test } from './fixtures.ts';
import type { FakeAdmin } from './support/fake-admin.ts';
import { readCode } from './support/pictures.ts';
import { rowValue } from './support/rows.ts';
import { clipboardText, peso, toast } from './support/screen.ts';

/** Pays ORD174 on a channel from its repayment page and answers the code page's address. */
async function payOn(
  page: Page,
  openApp: (path: string, query?: Record<string, string>) => Promise<void>,
  channel: string,
) {
  await openApp('/repay', { productId: 'P1001', orderId: 'ORD174' });
  // A borrower who read the whole page first: the picker opens over a scrolled page.
  await page.getByRole('link', { name: 'How to pay', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByText(channel, { exact: true }).click();
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode\?/);
  // The address changes first; the repayment page stays until the code page's chunk is in.
  await expect(page.getByTestId('code-amount')).toBeVisible();
  return new URL(page.url()).searchParams;
}

test.describe('repayment code page', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('type 1: the code, the channel image, Copy puts it on the clipboard with "copy success"', async ({
    page,
    openApp,
  }) => {
    const query = await payOn(page, openApp, 'GCash');
    const payCode = query.get('payCode') ?? '';
    await expect(page).toHaveTitle('Repayment code');
    await expect(page.getByTestId('code-amount')).toHaveText(peso(Number(query.get('amount'))));
    await expect(page.getByTestId('payment-code')).toHaveText(payCode);
    await expect(page.getByRole('img', { name: 'GCash' })).toHaveAttribute(
      'src',
      '/__fake/assets/ch-90006.svg',
    );
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toHaveText('copy success');
    expect(await clipboardText(page)).toBe(payCode);
  });

  test('type 2: a QR code that a phone reads back as the pay code, with scan instructions', async ({
    page,
    openApp,
  }) => {
    const query = await payOn(page, openApp, 'QR Ph');
    // The long QR page opens at its top, not at the offset the repayment page had under the picker.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const payCode = query.get('payCode') ?? '';
    const amount = peso(Number(query.get('amount')));
    await expect(page.getByText('Pay with QR Ph')).toBeVisible();
    const qr = page.getByRole('img', { name: `QR code to pay ${amount}` });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await readCode(qr, 'qr')).toBe(payCode);
    await expect(page.getByText(`Reference No. ${payCode}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    await expect(page.getByText(`Check that the amount is ${amount}, then pay.`)).toBeVisible();
  });

  test('back goes to the repayment page; Back to my order opens the order', async ({
    page,
    bridge,
    openApp,
  }) => {
    await payOn(page, openApp, 'Maya');
    await bridge.emit('back');
    await expect(page).toHaveURL(/\/repay\?productId=P1001&orderId=ORD174/);
    await page.goForward();
    await page.getByRole('button', { name: 'Back to my order' }).click();
    await expect(page).toHaveURL(/\/loanDetail\?productId=P1001&orderId=ORD174$/);
    await expect(page.getByTestId('status-text')).toBeVisible();
  });

  test('an address without a code says so instead of showing an empty page', async ({ page, openApp }) => {
    await openApp('/repaymentOfCode', { type: '2', amount: '1000', payCode: '12' });
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incompleteThis payment link is incomplete. Please choose a payment method again.',
    );
  });
});

test.describe('repayment instructions (/carpmm)', () => {
  test('amount, reference number to copy, and the steps of each place with that number', async ({
    page,
    context,
    openApp,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApp('/carpmm', { requestType: '1', amount: '125000', payCode: '8812345678' });
    await expect(page).toHaveTitle('Repayment instructions');
    await expect(page.getByTestId('carpmm-amount')).toHaveText('₱1,250.00');
    await expect(page.getByTestId('carpmm-code')).toHaveText('8812345678');
    await expect(page.getByRole('region', { name: 'Reference No.' })).toContainText(
      'Reference No.8812345678',
    );
    for (const place of ['GCash', 'Maya', '7-Eleven'])
      await expect(page.getByRole('region', { name: `Pay with ${place}` })).toContainText(
        'Enter 8812345678 as the',
      );
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toHaveText('copy success');
    expect(await clipboardText(page)).toBe('8812345678');
    await page.getByRole('link', { name: 'See the steps with pictures' }).click();
    await expect(page).toHaveURL(/\/paymentInstructions$/);
  });

  test('opened by the shell as the first page, the back gesture closes the web view', async ({
    page,
    bridge,
    openApp,
  }) => {
    await openApp('/carpmm', { requestType: '1', amount: '125000', payCode: '8812345678' });
    await expect(page.getByTestId('carpmm-code')).toBeVisible();
    await bridge.emit('back');
    await expect.poll(() => bridge.actions()).toEqual(['closeWebView']);
  });

  test('another request type or a missing code is refused with a message', async ({ page, openApp }) => {
    await openApp('/carpmm', { requestType: '2', amount: '125000', payCode: '8812345678' });
    await expect(page.getByRole('alert')).toContainText('This repayment instruction link is incomplete');
    await openApp('/carpmm', { requestType: '1', amount: '125000' });
    await expect(page.getByRole('alert')).toContainText('This repayment instruction link is incomplete');
  });
});

/** How many lines the text of an element takes on screen (its text's line boxes, by their tops; icons aside). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** Does it end inside the box it sits in, and the screen (a line that cannot wrap may run out instead)? */
function fitsItsBox(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const box = element.parentElement?.getBoundingClientRect().right ?? window.innerWidth;
    return right <= Math.min(box, window.innerWidth) + 0.5;
  });
}

test.describe('at 320 × 568, codes and dates stay on one line', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  /** ORD180R's default pay code, the one the repayment and contract pages show. */
  async function payCodeOf(fake: FakeAdmin): Promise<string> {
    const info = await fake.apiData<RepaymentInfo>('/v3/installment/loan-play-detail', ORD180R);
    return info.defDetail?.payCode ?? 'ORD180R has a default pay code in the seed';
  }
  const ORD180R = { productId: 'P1001', orderId: 'ORD180R' };
  const pages: [string, (payCode: string) => Record<string, string>, (page: Page) => Locator][] = [
    ['/repay', () => ORD180R, (page) => page.getByTestId('pay-code')],
    ['/repaymentOfCode2', () => ORD180R, (page) => page.getByRole('button', { name: /^Reference No\./ })],
    [
      '/carpmm',
      (payCode) => ({ requestType: '1', amount: '2031875', payCode }),
      (page) => page.getByTestId('carpmm-code'),
    ],
    [
      '/repaymentOfCode',
      (payCode) => ({ type: '1', amount: '2031875', payCode, channelName: '7-Eleven' }),
      (page) => page.getByTestId('payment-code'),
    ],
  ];
  for (const [path, query, code] of pages) {
    test(`the pay code on ${path}`, async ({ page, fake, openApp }) => {
      const payCode = await payCodeOf(fake);
      await openApp(path, query(payCode));
      await expect(code(page)).toHaveText(payCode);
      expect(await linesOf(code(page))).toBe(1);
      expect(await fitsItsBox(code(page))).toBe(true);
      // Selected by a long press, the code is the raw code: the groups are spacing, not spaces.
      const selected = await code(page).evaluate((element) => {
        getSelection()?.selectAllChildren(element);
        return getSelection()?.toString();
      });
      expect(selected).toBe(payCode);
    });
  }

  test('the repayment date and the order page dates', async ({ page, openApp }) => {
    await openApp('/repay', ORD180R);
    await expect(page.getByTestId('repay-date')).toBeVisible();
    expect(await linesOf(page.getByTestId('repay-date'))).toBe(1);
    await openApp('/loanDetail', ORD180R);
    for (const label of ['Disbursement date', 'Due date']) {
      const value = rowValue(page.getByRole('region', { name: 'Order details' }), label);
      await expect(value).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      expect(await linesOf(value), label).toBe(1);
    }
  });
});
