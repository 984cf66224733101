import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pauseClock } from './support/clock.ts';
import { Lifecycle } from './support/lifecycle.ts';
import { mobileInput, openPromotion } from './support/promotion.ts';
import { peso, toast } from './support/screen.ts';

/** The two phone sizes the app is checked at: iPhone 13 and the smallest one still in use. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

/** Fails when the two boxes share any area (both must be on screen). */
async function expectApart(message: Locator, control: Locator) {
  const a = await message.boundingBox();
  const b = await control.boundingBox();
  if (a === null || b === null) throw new Error('both the message and the control must be visible');
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `toast ${JSON.stringify(a)} covers ${JSON.stringify(b)}`).toBe(false);
}

/** The toast is on screen, below the top edge and inside the width. */
async function expectInPlace(page: Page) {
  const box = await toast(page).boundingBox();
  const size = page.viewportSize();
  if (box === null || size === null) throw new Error('the toast must be visible');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  // One place: the top band of the screen, whatever the screen.
  expect(box.y + box.height).toBeLessThan(size.height / 4);
}

/** Stops the page's timers where they are (the toast's among them); the page still renders. */
async function holdTimers(page: Page) {
  await pauseClock(page, 500);
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

for (const size of SIZES) {
  test.describe(`toasts never cover what they speak of (${size.width}×${size.height})`, () => {
    test.use({ viewport: size });

    test("the order rating's 'Silakan pilih' leaves the stars and Submit clear", async ({
      page,
      openOrder,
    }) => {
      await openOrder('ORD200S');
      const dialog = page.getByRole('dialog', { name: 'Rate our service' });
      await expect(dialog).toBeVisible();
      await holdTimers(page);
      await button(dialog, 'Submit').click();
      await expect(toast(page)).toHaveText('Silakan pilih');
      await expectInPlace(page);
      await expectApart(toast(page), dialog.getByRole('group', { name: 'Your rating' }));
      await expectApart(toast(page), button(dialog, 'Submit'));
    });

    test("the complaint rating's 'Silakan pilih' leaves the stars and Send clear", async ({
      page,
      openApp,
    }) => {
      await openApp('/complainDetails', { problemId: 'CP1001' });
      await expect(page.getByRole('region', { name: 'Description' })).toBeVisible();
      await page.clock.runFor(3100);
      const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
      await expect(dialog).toBeVisible();
      await holdTimers(page);
      await button(dialog, 'Send').click();
      await expect(toast(page)).toHaveText('Silakan pilih');
      await expectInPlace(page);
      await expectApart(toast(page), dialog.getByRole('group', { name: 'Your rating' }));
      await expectApart(toast(page), button(dialog, 'Send'));
    });

    test("the complaint's empty description message leaves the textarea and Send clear", async ({
      page,
      openApp,
    }) => {
      await openApp('/complaint');
      await button(page, 'App problem').click();
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
      await holdTimers(page);
      await button(page, 'Send').click();
      await expect(toast(page)).toHaveText('Please fill in your comments and suggestions');
      await expectInPlace(page);
      await expectApart(toast(page), page.getByRole('textbox', { name: 'Description' }));
      await expectApart(toast(page), button(page, 'Send'));
    });

    test('the promotion form’s mobile message leaves the mobile input and Apply now clear', async ({
      page,
      sessionId,
    }) => {
      await openPromotion(page, sessionId);
      await mobileInput(page).fill('123');
      await holdTimers(page);
      await button(page, 'Apply now').click();
      await expect(toast(page)).toHaveText('Please enter your mobile number correctly!');
      await expectInPlace(page);
      await expectApart(toast(page), mobileInput(page));
      await expectApart(toast(page), button(page, 'Apply now'));
    });

    test('the bank form’s missing-field message leaves the field and Next clear', async ({
      page,
      openApp,
    }) => {
      await openApp('/bindBank', { product_id: 'P1001' });
      await expect(button(page, 'Next')).toBeVisible();
      await holdTimers(page);
      await button(page, 'Next').click();
      await expect(toast(page)).toHaveText(/^Please complete: /);
      await expectInPlace(page);
      const title = ((await toast(page).textContent()) ?? '').replace('Please complete: ', '');
      await expectApart(toast(page), page.getByLabel(title, { exact: true }));
      await expectApart(toast(page), button(page, 'Next'));
    });

    test('a toast steps below a focused field it would cover', async ({ page, openApp }) => {
      await openApp('/complaint');
      await button(page, 'App problem').click();
      const textarea = page.getByRole('textbox', { name: 'Description' });
      // The keyboard scrolled the field to the top of the screen: it sits in the toast's band.
      await textarea.evaluate((element) => {
        element.style.position = 'fixed';
        element.style.top = '0px';
        element.focus();
      });
      await holdTimers(page);
      await button(page, 'Send').dispatchEvent('click');
      await expect(toast(page)).toHaveText('Please fill in your comments and suggestions');
      await expectApart(toast(page), textarea);
    });
  });
}

test.describe('one message per error', () => {
  test('a refused order load says the server message once, in place with a retry', async ({
    page,
    fake,
    openOrder,
  }) => {
    const message = 'The order service is busy';
    await fake.fault({ operationId: 'loanDetails', code: '500', message, times: 1 });
    await openOrder('ORD174R');
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(toast(page)).toBeEmpty();
    await button(page, 'Retry').click();
    await expect(page.getByTestId('status-text')).toBeVisible();
  });

  test('a refused action says the server message once, as a toast', async ({ page, fake, openApp }) => {
    const message = 'Complaints are paused.';
    await openApp('/complaint');
    await button(page, 'App problem').click();
    await page.getByRole('textbox', { name: 'Description' }).fill('The app closes when I pay.');
    await fake.fault({ operationId: 'problemSave', code: '500', message, times: 1 });
    await button(page, 'Send').click();
    await expect(toast(page)).toHaveText(message);
    await expect(page.getByText(message)).toHaveCount(1);
  });
});

test.describe('a visible result', () => {
  test('binding an account from the order page: back on it, the page says it was saved, once', async ({
    page,
    openOrder,
  }) => {
    await openOrder('ORD170B');
    await button(page.getByRole('dialog'), 'Bind now').click();
    await page.getByLabel('Mobile number', { exact: true }).fill('09171234567');
    await page.getByRole('button', { name: /^Salary day / }).click();
    const sheet = page.getByRole('dialog', { name: 'Salary day' });
    await sheet.getByRole('option', { name: '15', exact: true }).click();
    await button(sheet, 'Confirm').click();
    await button(page, 'Next').click();
    await expect(page).toHaveURL(/\/loanDetail\?/);
    const saved = page.getByRole('status').filter({ hasText: 'Bank account saved' });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Said once: the next visit of the order page does not repeat it.
    await page.reload();
    await expect(page.getByTestId('status-text')).toBeVisible();
    await expect(saved).toHaveCount(0);
  });

  test('sending a complaint rating says so, and the details show the stars sent', async ({
    page,
    openApp,
  }) => {
    await page.clock.install();
    await openApp('/complainDetails', { problemId: 'CP1001' });
    await expect(page.getByRole('region', { name: 'Description' })).toBeVisible();
    await page.clock.runFor(3100);
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await button(dialog, '4 stars').click();
    await button(dialog, 'Send').click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page)).toHaveText('Successful demonstration！');
    const rated = page.getByRole('region', { name: 'Your rating' });
    await expect(rated.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expectApart(toast(page), rated);
    await page.clock.runFor(10_000);
    await expect(dialog).toHaveCount(0);
  });

  for (const { button: action, text } of [
    { button: 'Repayment', text: 'Your loan is settled.' },
    { button: 'Rollover Repayment', text: 'Your loan has a new due date.' },
  ] as const) {
    test(`the open code page turns Paid when its payment is marked paid (${action}), no reload`, async ({
      page,
      request,
      fake,
      openOrder,
    }) => {
      await openOrder(action === 'Repayment' ? 'ORD174' : 'ORD174R');
      await button(page, action).click();
      await button(page, 'Payment Method').click();
      const sheet = page.getByRole('dialog', { name: 'Payment Method' });
      await sheet.getByText('GCash', { exact: true }).click();
      await button(sheet, 'Payment').click();
      const code = page.getByTestId('payment-code');
      await expect(code).toBeVisible();
      const shownAmount = (await page.getByTestId('code-amount').textContent()) ?? '';
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      const [pending] = (await fake.order(action === 'Repayment' ? 'ORD174' : 'ORD174R')).pendingPayments;
      if (!pending) throw new Error('the code page made a pay code');
      await new Lifecycle(request, fake.sessionId).markPaid(pending.payCode);

      const paid = page.getByRole('status').filter({ hasText: 'Paid' });
      await expect(paid.getByRole('heading', { name: 'Paid' })).toBeVisible();
      await expect(paid).toContainText(text);
      await expect(page.getByTestId('paid-amount')).toHaveText(shownAmount);
      expect(shownAmount).toBe(peso(pending.amount));
      await expect(code).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
      await button(page, 'Back to my order').click();
      await expect(page).toHaveURL(/\/loanDetail\?/);
      await expect(page.getByTestId('status-text')).toHaveText(
        action === 'Repayment' ? 'Settled' : 'Repaying',
      );
    });
  }
});
