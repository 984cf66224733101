import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import { captchaInput, mobileInput, openPromotion, shownCaptcha, smsButton } from './support/promotion.ts';

/** The console of a sandbox. */
async function openConsole(page: Page, sessionId: string): Promise<void> {
  await page.goto(`${FAKE_ORIGIN}/__fake?sessionId=${encodeURIComponent(sessionId)}`);
  await expect(page.locator('#live')).toHaveText('live');
}

const panes = (page: Page) => ({
  orders: page.getByRole('region', { name: 'Orders' }),
  log: page.getByRole('region', { name: /^Request log/ }),
  controls: page.getByRole('complementary', { name: 'Controls' }),
});

/** Whether the whole box of an element is inside the window. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (box === null || size === null) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

/** The date an ISO day plus some days falls on. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe('QA console on a 1440 x 900 screen', () => {
  test('orders, the live log and the controls are on screen at once; each pane scrolls on its own', async ({
    browser,
    fake,
    sessionId,
  }) => {
    // A desktop browser of its own: no phone, and none of the app's shell simulator drawn over it.
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
    });
    // A call or two, so the log has lines and the list a last use (the README's picture too).
    await fake.orderDetail('ORD174R');
    await fake.orderDetail('ORD180');
    await openConsole(page, sessionId);
    const { orders, log, controls } = panes(page);
    for (const pane of [orders, log, controls]) expect(await onScreen(page, pane)).toBe(true);
    await expect(log.getByRole('listitem').filter({ hasText: 'loanDetails' })).toHaveCount(2);
    await expect(orders.locator('tr[data-order-id="ORD174R"]')).toBeVisible();

    // The page does not scroll; the orders pane does, and the log and controls stay where they were.
    const page_ = await page.evaluate(() => ({
      scrolls: document.documentElement.scrollHeight > window.innerHeight,
      wide: document.documentElement.scrollWidth > window.innerWidth,
    }));
    expect(page_).toEqual({ scrolls: false, wide: false });
    const logTop = (await log.boundingBox())?.y;
    await orders.evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
    await expect(orders.locator('tr[data-product-id]').last()).toBeInViewport();
    await expect(orders.locator('tr[data-order-id="ORD21"]')).not.toBeInViewport();
    expect(await orders.evaluate((pane) => pane.scrollTop)).toBeGreaterThan(0);
    expect((await log.boundingBox())?.y).toBe(logTop);
    await expect(page.getByRole('heading', { name: 'QA console' })).toBeInViewport();

    if (process.env.QA_CONSOLE_SCREENSHOT) {
      await orders.evaluate((pane) => pane.scrollTo(0, 0));
      await page.screenshot({ path: 'docs/images/qa-console.png' });
    }
    await page.close();
  });
});

test.describe('QA console on a phone (390 x 844)', () => {
  test('one column, nothing wider than the screen, the jump bar reaches every pane', async ({
    page,
    sessionId,
  }) => {
    await openConsole(page, sessionId);
    await expect(page.locator('tr[data-order-id="ORD21"]')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    const jump = page.getByRole('navigation', { name: 'Panes' });
    const { log, controls } = panes(page);
    await jump.getByRole('link', { name: 'Log' }).click();
    await expect(log.getByRole('heading', { name: /^Request log/ })).toBeInViewport();
    await jump.getByRole('link', { name: 'Controls' }).click();
    await expect(controls.getByRole('heading', { name: 'Sandboxes' })).toBeInViewport();
    await jump.getByRole('link', { name: 'Promotion' }).click();
    await expect(page.getByRole('heading', { name: 'Promotion' })).toBeInViewport();
    // The bar stays at the top while the page scrolls under it.
    await expect(jump).toBeInViewport();
  });
});

test.describe('QA console sandboxes', () => {
  test("switching sandbox from the list shows that sandbox's orders, log and live changes", async ({
    page,
    fake,
    sessionId,
  }) => {
    await fake.setOrder('ORD21', { orderStatus: 200, force: true });
    await fake.orderDetail('ORD21');
    const other = `${sessionId}-other`;
    await openConsole(page, other);
    const status = page.getByRole('combobox', { name: 'Status of ORD21', exact: true });
    await expect(status).toHaveValue('21');

    await page
      .getByRole('list', { name: 'Sandboxes, most recently used first' })
      .getByRole('button', { name: new RegExp(`^${sessionId}, `) })
      .click();
    await expect(page.locator('#sandbox-current')).toHaveText(sessionId);
    await expect(page).toHaveURL(new RegExp(`sessionId=${sessionId}$`));
    await expect(status).toHaveValue('200');
    await expect(panes(page).log.getByRole('listitem').filter({ hasText: 'loanDetails' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: new RegExp(`^${sessionId}, `) })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The event stream follows: a change to this sandbox shows without a reload.
    await fake.setOrder('ORD21', { orderStatus: 21, force: true });
    await expect(status).toHaveValue('21');
  });

  test('the list says when each sandbox was last used, and a new one opens by name', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openConsole(page, sessionId);
    const list = page.getByRole('list', { name: 'Sandboxes, most recently used first' });
    await expect(list.getByRole('button', { name: `${sessionId}, never called` })).toBeVisible();
    // A call of the app is a use: the line says so without a reload.
    await fake.orderDetail('ORD21');
    await expect(list.getByRole('button', { name: `${sessionId}, just now` })).toBeVisible();

    const fresh = `${sessionId}-new`;
    await page.getByRole('textbox', { name: 'Sandbox name' }).fill(fresh);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.locator('#sandbox-current')).toHaveText(fresh);
    await expect(list.getByRole('button', { name: `${fresh}, never called` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(list.getByRole('button', { name: `${sessionId}, just now` })).toBeVisible();
  });
});

test.describe('QA console promotion panel', () => {
  test('shows the captcha the register page shows, then the SMS code the app asked for', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const { sid } = await shownCaptcha(page);
    const qa = await page.context().newPage();
    await openConsole(qa, sessionId);
    const text = await fake.captchaText(sid);
    const captcha = qa.getByLabel(`Captcha of ${sid}: ${text}`);
    await expect(captcha).toHaveText(text);

    // Typed from the console, as QA would; the code shows there live, no reload.
    const phone = '13912345678';
    await expect(qa.getByLabel(new RegExp(`^SMS code for ${phone}`))).toHaveCount(0);
    await mobileInput(page).fill(phone);
    await captchaInput(page).fill((await captcha.textContent()) ?? '');
    await smsButton(page).click();
    await expect(smsButton(page)).toHaveText(/\d+s/);
    const sent = (await fake.promotion()).smsCodes.find((sms) => sms.phone === phone);
    expect(sent?.code).toMatch(/^\d{6}$/);
    await expect(qa.getByLabel(`SMS code for ${phone}: ${sent?.code}`)).toHaveText(sent?.code ?? '');
  });
});

test.describe('QA console clock', () => {
  test('the date control follows the sandbox clock: +1 day, a jump from elsewhere, Set and Real time', async ({
    page,
    request,
    sessionId,
  }) => {
    await openConsole(page, sessionId);
    const clock = page.locator('#clock-now');
    const date = page.getByLabel('Clock date');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const today = ((await clock.textContent()) ?? '').slice(0, 10);
    await expect(date).toHaveValue(today);

    await page.getByRole('button', { name: '+1 day' }).click();
    await expect(date).toHaveValue(plusDays(today, 1));

    // Another tab or the CLI moves the clock: the 'clock' event brings the date along.
    const moved = await request.post(`${FAKE_ORIGIN}/__fake/clock?sessionId=${sessionId}`, {
      data: { advance: '7d' },
      headers: { 'X-Fake-Admin': '1' },
    });
    expect(moved.ok()).toBe(true);
    await expect(date).toHaveValue(plusDays(today, 8));
    await expect(clock).toHaveText(new RegExp(`^${plusDays(today, 8)} `));

    await date.fill(plusDays(today, 3));
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(clock).toHaveText(new RegExp(`^${plusDays(today, 3)} `));
    await expect(date).toHaveValue(plusDays(today, 3));

    await page.getByRole('button', { name: 'Real time' }).click();
    await expect(clock).toHaveText(new RegExp(`^${today} `));
    await expect(date).toHaveValue(today);
  });
});
