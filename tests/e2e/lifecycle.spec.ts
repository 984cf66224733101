import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dayFromToday, Lifecycle } from './support/lifecycle.ts';
import { rowValue } from './support/rows.ts';

/** The value of a detail line of the order screen ('Due date' → its date). */
function detail(page: Page, text: string) {
  return rowValue(page.getByRole('region', { name: 'Order details' }), text);
}

/** Marks the document, so a later check can tell the page was not reloaded. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** From the open order screen: a channel on the repayment page, to the code page; answers its pay code. */
async function payCodeFrom(page: Page, button: 'Repayment' | 'Rollover Repayment'): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByText('GCash', { exact: true }).click();
  await sheet.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page.getByTestId('payment-code')).toBeVisible();
  return (await page.getByTestId('payment-code').textContent()) ?? '';
}

test.describe('the loan lifecycle seen in the app', () => {
  test('a day passes on the sandbox clock: the open Due order turns Overdue with the penalty, no reload', async ({
    page,
    request,
    fake,
    openOrder,
  }) => {
    const life = new Lifecycle(request, fake.sessionId);
    await openOrder('ORD174');
    await expect(page.getByTestId('status-text')).toHaveText('Due');
    const sameDocument = await markDocument(page);
    await life.advanceClock('1d');
    await expect(page.getByTestId('status-text')).toHaveText('Overdue');
    await expect(detail(page, 'Overdue days')).toHaveText('1');
    // 5 % a month of ₱9,245.70 (principal ₱9,000.00, interest ₱245.70), a thirtieth: ₱15.40.
    await expect(detail(page, 'Penalty')).toHaveText('₱15.40');
    await expect(detail(page, 'Amount due')).toHaveText('₱9,261.10');
    expect(await sameDocument()).toBe(true);
  });

  test('paid on the code page and marked paid: the order screen shows Settled', async ({
    page,
    request,
    fake,
    openOrder,
  }) => {
    const life = new Lifecycle(request, fake.sessionId);
    await openOrder('ORD174');
    const payCode = await payCodeFrom(page, 'Repayment');
    const [pending] = (await fake.order('ORD174')).pendingPayments;
    expect(pending).toMatchObject({ payCode, status: 'pending' });
    await life.markPaid(payCode);
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('status-text')).toHaveText('Settled');
    await expect(page.getByRole('button', { name: 'Borrow Again', exact: true })).toBeVisible();
    await expect(detail(page, 'Settled on')).toHaveText(dayFromToday(0));
  });

  test('a rollover payment moves the due date by the term and the order is Repaying again', async ({
    page,
    request,
    fake,
    openOrder,
  }) => {
    const life = new Lifecycle(request, fake.sessionId);
    await openOrder('ORD174R');
    await expect(detail(page, 'Due date')).toHaveText(dayFromToday(0));
    const payCode = await payCodeFrom(page, 'Rollover Repayment');
    const paid = await life.markPaid(payCode);
    expect(paid.message).toContain('extended ORD174R');
    await page.goBack();
    await page.goBack();
    await expect(page.getByTestId('status-text')).toHaveText('Repaying');
    // ORD174R's term is 180 days.
    await expect(detail(page, 'Due date')).toHaveText(dayFromToday(180));
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  });
});
