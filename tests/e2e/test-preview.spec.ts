import type { Locator, Page } from '@playwright/test';
import {
  LOCATION_DENIED,
  LOCATION_UNAVAILABLE,
} from '../../web/src/features/test-preview/use-geolocation.ts';
import { expect, test } from './fixtures.ts';
import { FakeAdmin } from './support/fake-admin.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** A 1×1 PNG, as a phone's photo picker would hand one over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ffd100"/></svg>',
);

/** Each link, where it goes, the title it sets and something only its loaded screen shows. */
const TARGETS: { link: string; path: string; title: string; loaded: (page: Page) => Locator }[] = [
  {
    link: 'Confirm loan',
    path: '/confirm',
    title: 'Loan confirmation',
    loaded: (p) => p.getByRole('button', { name: 'Loan Now' }),
  },
  {
    link: 'Order detail',
    path: '/loanDetail',
    title: 'Order Details',
    loaded: (p) => p.getByTestId('status-text'),
  },
  {
    link: 'Repay',
    path: '/repay',
    title: 'Repayment',
    loaded: (p) => p.getByRole('region', { name: 'Repayment details' }),
  },
  {
    link: 'Extension',
    path: '/repayDelay',
    title: 'Extension',
    loaded: (p) => p.getByRole('region', { name: 'Repayment plan' }),
  },
  {
    link: 'Bind bank',
    path: '/bindBank',
    title: 'Payment account information',
    loaded: (p) => p.getByRole('button', { name: 'Next' }),
  },
  {
    link: 'About us',
    path: '/aboutUs',
    title: 'About us',
    loaded: (p) => p.getByRole('heading', { level: 1, name: 'About us' }),
  },
  {
    link: 'Complaint',
    path: '/complaint',
    title: 'Complaint',
    loaded: (p) => p.getByRole('region', { name: 'Question type' }),
  },
  {
    link: 'Customer service',
    path: '/customerService',
    title: 'Customer service',
    loaded: (p) => p.getByRole('region', { name: 'Contacts' }).getByRole('link', { name: /^E-mail/ }),
  },
  {
    link: 'Privacy policy',
    path: '/privacyPolicy',
    title: 'Privacy Policy',
    loaded: (p) => p.getByRole('heading', { level: 1, name: 'Privacy Policy' }),
  },
  {
    link: 'Repayment instruction',
    path: '/paymentInstructions',
    title: 'How to pay',
    loaded: (p) => p.getByRole('heading', { level: 1, name: 'How to pay' }),
  },
  {
    link: 'Suggestion',
    path: '/suggestion',
    title: 'Suggestion',
    loaded: (p) => p.getByRole('button', { name: 'Submit' }),
  },
];

test.describe('test preview', () => {
  test('the links carry the edited values; the edits are still there after going back', async ({
    page,
    request,
    sessionId,
    openApp,
  }) => {
    await openApp('/testPreview', { deviceId: 'D-1', appVersion: '2.3.0' });
    await expect(page).toHaveTitle('Test preview');
    await expect(field(page, 'Session ID')).toHaveValue(sessionId);
    await expect(field(page, 'Device ID')).toHaveValue('D-1');

    // Another session is another fake-server sandbox: still this test's own.
    const edited = `${sessionId}-b`;
    await field(page, 'Session ID').fill(edited);
    await field(page, 'Device name').fill('iPhone 13 test');
    await field(page, 'Product ID').fill('P1002');
    await field(page, 'Order ID').fill('ORD174R');
    await pages(page).getByRole('link', { name: 'Order detail', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/loanDetail');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({
      sessionId: edited,
      deviceId: 'D-1',
      deviceName: 'iPhone 13 test',
      appVersion: '2.3.0',
      productId: 'P1002',
      orderId: 'ORD174R',
    });
    // The real order screen of ORD174R (rollover), loaded in the edited session's sandbox.
    await expect(page.getByRole('button', { name: /^(REPAY|Rollover Repayment)$/ })).toHaveText([
      'REPAY',
      'Rollover Repayment',
    ]);
    const calls = await new FakeAdmin(request, edited).callsOf('loanDetails');
    expect(calls.at(-1)?.body).toMatchObject({ productId: 'P1002', orderId: 'ORD174R' });

    await page.goBack();
    await expect(page).toHaveTitle('Test preview');
    await expect(field(page, 'Session ID')).toHaveValue(edited);
    await expect(field(page, 'Device name')).toHaveValue('iPhone 13 test');
    await expect(field(page, 'Product ID')).toHaveValue('P1002');
    await expect(field(page, 'Order ID')).toHaveValue('ORD174R');
    await expect(pages(page).getByRole('link', { name: 'Repay', exact: true })).toHaveAttribute(
      'href',
      `/repay?sessionId=${edited}&deviceId=D-1&deviceName=iPhone%2013%20test&appVersion=2.3.0&productId=P1002&orderId=ORD174R`,
    );
  });

  test('every link opens its working screen with the seeded order when the ids are empty', async ({
    page,
    sessionId,
    openApp,
  }) => {
    await openApp('/testPreview');
    await expect(pages(page).getByRole('link')).toHaveText(TARGETS.map(({ link }) => new RegExp(`^${link}`)));
    for (const { link, path, title, loaded } of TARGETS) {
      await pages(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page, link).toHaveURL((url) => url.pathname === path);
      expect(new URL(page.url()).searchParams.get('sessionId'), link).toBe(sessionId);
      await expect(loaded(page), link).toBeVisible();
      await expect(page, link).toHaveTitle(title);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible();
    }
  });

  test('the photo picker previews the chosen photo, and another one after it', async ({ page, openApp }) => {
    await openApp('/testPreview');
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    const first = page.getByRole('img', { name: 'Chosen: dot.png' });
    await expect(first).toBeVisible();
    // Really drawn from the chosen file, not a broken image.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const firstUrl = await first.getAttribute('src');
    expect(firstUrl).toMatch(/^blob:/);

    await page
      .getByLabel('Choose another photo')
      .setInputFiles({ name: 'band.svg', mimeType: 'image/svg+xml', buffer: SVG });
    const second = page.getByRole('img', { name: 'Chosen: band.svg' });
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    expect(await second.getAttribute('src')).not.toBe(firstUrl);
    // The first preview's URL was released.
    const stillLoads = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      firstUrl ?? '',
    );
    expect(stillLoads).toBe(false);
  });

  test('the contact input shows what was typed', async ({ page, openApp }) => {
    await openApp('/testPreview');
    await expect(page.getByText('Nothing entered yet.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Contact number' }).fill('0917 123 4567');
    await expect(page.getByTestId('contact-entered')).toHaveText('0917 123 4567');
  });

  test('with location allowed, the button shows the coordinates only', async ({ page, context, openApp }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5995, longitude: 120.9842 });
    await openApp('/testPreview');
    await page.getByRole('button', { name: 'Get location' }).click();
    const result = page.getByRole('status', { name: 'Location result' });
    await expect(result.getByRole('term')).toHaveText(['Latitude', 'Longitude']);
    await expect(result.getByRole('definition')).toHaveText(['14.5995', '120.9842']);
  });

  test('with location refused, the button says so', async ({ page, context, openApp }) => {
    // Headless Chromium answers an ungranted permission with PERMISSION_DENIED, no prompt.
    await context.clearPermissions();
    await openApp('/testPreview');
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByRole('status', { name: 'Location result' })).toHaveText(LOCATION_DENIED);
  });

  test('without geolocation in the browser, the button says it is unavailable', async ({ page, openApp }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    });
    await openApp('/testPreview');
    await page.getByRole('button', { name: 'Get location' }).click();
    await expect(page.getByRole('status', { name: 'Location result' })).toHaveText(LOCATION_UNAVAILABLE);
  });
});
