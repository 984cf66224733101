import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A real two-finger pinch through Chromium's touch input, spreading from `from` to `to` px apart. */
async function pinch(page: Page, centre: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const points = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 1 },
    { x: centre.x + gap / 2, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let step = 1; step <= 5; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(from + ((to - from) * step) / 5),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('payment guide (/paymentInstructions)', () => {
  test('from the repayment page: a tab per place, numbered steps with local pictures', async ({
    page,
    openOrder,
  }) => {
    await openOrder('ORD174');
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await page.getByRole('link', { name: 'How to pay', exact: true }).click();
    await expect(page).toHaveURL(/\/paymentInstructions$/);
    await expect(page).toHaveTitle('How to pay');

    const tabs = page.getByRole('tablist', { name: 'Where to pay' }).getByRole('tab');
    await expect(tabs).toHaveText(['GCash', 'Maya', '7-Eleven']);
    await expect(page.getByRole('tabpanel')).toContainText('Open GCash and tap Bills.');
    await page.getByRole('tab', { name: 'Maya' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Maya' })).toContainText('Open Maya and tap Bills.');
    await page.getByRole('tab', { name: '7-Eleven' }).click();
    const panel = page.getByRole('tabpanel', { name: '7-Eleven' });
    await expect(panel).toContainText('keep the deposit slip as proof of payment');
    const pictures = panel.getByRole('img');
    await expect(pictures).toHaveCount(4);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute('src', /^\/payment-guide\/7eleven-\d\.svg$/);
      // Loaded from this origin and drawn: nothing comes from the internet.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test('a picture opens enlarged, pinches to zoom, and a tap closes it', async ({ page, openApp }) => {
    await openApp('/paymentInstructions');
    await page.getByRole('button', { name: /^Enlarge picture: GCash home/ }).click();
    const viewer = page.getByRole('dialog', { name: 'GCash home with Bills highlighted' });
    const image = viewer.getByRole('img');
    await expect(image).toHaveAttribute('src', '/payment-guide/gcash-1.svg');
    await expect(image).toHaveAttribute('data-scale', '1');

    const box = await image.boundingBox();
    if (!box) throw new Error('The enlarged picture has no box.');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await pinch(page, centre, 80, 240);
    await expect.poll(async () => Number(await image.getAttribute('data-scale'))).toBeGreaterThan(2);

    await page.touchscreen.tap(centre.x, centre.y);
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/paymentInstructions/);
  });

  test('the back gesture closes the enlarged picture, then leaves the page', async ({
    page,
    bridge,
    openApp,
  }) => {
    await openApp('/repay', { productId: 'P1001', orderId: 'ORD174' });
    await page.getByRole('link', { name: 'How to pay', exact: true }).click();
    await page.getByRole('tab', { name: 'Maya' }).click();
    await page.getByRole('button', { name: /^Enlarge picture: Maya receipt/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Maya receipt of a successful payment' });
    await expect(viewer).toBeVisible();
    await bridge.emit('back');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/paymentInstructions$/);
    await bridge.emit('back');
    await expect(page).toHaveURL(/\/repay\?/);
  });
});
