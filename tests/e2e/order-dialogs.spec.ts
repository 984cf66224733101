import { expect, test } from './fixtures.ts';

test.describe('order dialogs', () => {
  test('the tip dialog shows the server tip until the borrower goes to repay', async ({
    page,
    fake,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD170T');
    await openOrder('ORD170T');
    const tip = page.getByRole('dialog', { name: 'Tips' });
    await expect(tip).toContainText(detail.KindTipsMsg);
    await tip.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(tip).toBeHidden();

    // Still shown on the next visit: only tapping Repayment or Rollover sets the session flag.
    await page.reload();
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/repay\?/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    await expect(tip).toBeHidden();
  });

  for (const button of ['REPAY', 'Rollover Repayment']) {
    test(`tapping ${button} also stops the tip dialog`, async ({ page, fake, openOrder }) => {
      await fake.setOrder('ORD174R', { KindTipsMsg: true });
      await openOrder('ORD174R');
      const tip = page.getByRole('dialog', { name: 'Tips' });
      await tip.getByRole('button', { name: 'OK', exact: true }).click();
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL(/\/repay(Delay)?\?/);
      await page.goBack();
      await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
      await expect(tip).toBeHidden();
    });
  }

  test('no tip dialog without a server tip message', async ({ page, openOrder }) => {
    await openOrder('ORD170');
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the withdraw dialog shows the message and Confirm opens the confirmation link', async ({
    page,
    fake,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD21C');
    await openOrder('ORD21C');
    const dialog = page.getByRole('dialog', { name: 'Notice' });
    await expect(dialog).toContainText(detail.reyMsg);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(detail.playeduL).pathname);
  });

  test('the bind-card dialog leads to bind bank with source=loanDetail', async ({
    page,
    fake,
    openOrder,
  }) => {
    const detail = await fake.orderDetail('ORD170B');
    const { productId } = await fake.order('ORD170B');
    await openOrder('ORD170B');
    const dialog = page.getByRole('dialog', { name: detail.cardPopTitle });
    await expect(dialog).toContainText(detail.cardPopMsg);
    await dialog.getByRole('button', { name: 'Bind now', exact: true }).click();
    await expect(page).toHaveURL(`/bindBank?source=loanDetail&productId=${productId}&orderId=ORD170B`);
  });

  test('the bind-card dialog can be dismissed', async ({ page, openOrder }) => {
    await openOrder('ORD170B');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  });
});

test.describe('order rating', () => {
  test('submitting without a star asks to choose', async ({ page, fake, openOrder }) => {
    await openOrder('ORD200S');
    const dialog = page.getByRole('dialog', { name: 'Rate our service' });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Silakan pilih' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await fake.callsOf('googleScore')).toHaveLength(0);
  });

  test('choosing a star highlights the stars up to it', async ({ page, openOrder }) => {
    await openOrder('ORD200S');
    await page.getByRole('button', { name: '3 stars', exact: true }).click();
    for (const n of [1, 2, 3]) {
      await expect(page.getByRole('button', { name: n === 1 ? '1 star' : `${n} stars` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    for (const n of [4, 5])
      await expect(page.getByRole('button', { name: `${n} stars` })).toHaveAttribute('aria-pressed', 'false');
  });

  test('under 4 stars sends score 5 and thanks the borrower in the page, with no toast on top', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await openOrder('ORD200S');
    await page.getByRole('button', { name: '3 stars', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Successful demonstration！' })).toHaveCount(0);
    const [call] = await fake.callsOf('googleScore');
    expect(call?.body).toMatchObject({ score: '5' });
    expect(await bridge.actions()).not.toContain('goRating');
  });

  test('4 stars and up sends score 5 and opens the native rating alone: no toast, no thank-you', async ({
    page,
    fake,
    bridge,
    openOrder,
  }) => {
    await openOrder('ORD200S');
    await page.getByRole('button', { name: '5 stars', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => bridge.actions()).toContain('goRating');
    await expect(page.getByTestId('bridge-sim-effect')).toContainText('App Store rating');
    expect(await fake.callsOf('googleScore')).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: 'Rate our service' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Successful demonstration！' })).toHaveCount(0);
  });

  test('a failed score call keeps the rating open', async ({ page, fake, bridge, openOrder }) => {
    await openOrder('ORD200S');
    await fake.fault({ operationId: 'googleScore', code: '500', message: 'Rating is unavailable', times: 1 });
    await page.getByRole('button', { name: '5 stars', exact: true }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rating is unavailable' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Rate our service' })).toBeVisible();
    expect(await bridge.actions()).not.toContain('goRating');
  });
});
