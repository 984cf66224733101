import { expect, test } from './fixtures.ts';
import { AD_LINK, mobileInput, openPromotion, smsInput } from './support/promotion.ts';

const DOWNLOAD_LINK = { app_from: 'h5', user_from: 'facebook', utm_tag: 'payday', id: '2', down_id: 'D9' };
const OPEN_IN_BROWSER = 'To download the app, tap ··· at the top right and choose "Open in browser".';

test.describe('promotion download page', () => {
  test('offers the app of the link’s template for both platforms, the visitor’s own first', async ({
    page,
    sessionId,
  }) => {
    await openPromotion(page, sessionId, 'download', DOWNLOAD_LINK);
    await expect(page).toHaveTitle('Download the app');
    await expect(page.getByRole('heading', { name: 'Download Pera Loan' })).toBeVisible();
    const stores = page.getByRole('region', { name: 'Download' }).getByRole('link');
    await expect(stores).toHaveText(['Download for iOS', 'Download for Android']);
    await expect(page.getByText(OPEN_IN_BROWSER)).toHaveCount(0);
    await stores.first().click();
    await expect(page).toHaveURL(/\/__fake\/pages\/products\/P1002$/);
  });

  test('a link without a template still tells the visitor where to get the app', async ({
    page,
    sessionId,
  }) => {
    await openPromotion(page, sessionId, 'download', { down_id: 'D9' });
    await expect(page.getByText('Search for Pera Loan in the App Store or on Google Play.')).toBeVisible();
  });
});

test.describe('promotion pages in a messenger’s own browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.0]',
  });

  test('the download page asks to open it in the browser', async ({ page, sessionId }) => {
    await openPromotion(page, sessionId, 'download', DOWNLOAD_LINK);
    await expect(page.getByRole('alert')).toHaveText(OPEN_IN_BROWSER);
  });
});

test.describe('promotion on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  });

  test('counts the visit as android and offers Android first', async ({ page, fake, sessionId }) => {
    await openPromotion(page, sessionId);
    await expect.poll(async () => (await fake.callsOf('trackVisit'))[0]?.query.client_type).toBe('android');
    await openPromotion(page, sessionId, 'download', DOWNLOAD_LINK);
    await expect(page.getByRole('region', { name: 'Download' }).getByRole('link')).toHaveText([
      'Download for Android',
      'Download for iOS',
    ]);
  });
});

test.describe('promotion agreement and routes', () => {
  test('the agreement link opens the agreement; back returns to the form as it was', async ({
    page,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await mobileInput(page).fill('13911112222');
    await smsInput(page).fill('1234');
    await page.getByRole('link', { name: 'Registration Agreement' }).click();
    await expect(page).toHaveURL(/#\/agreement\?.*id=1/);
    await expect(page).toHaveTitle('Registration Agreement');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Loan terms and conditions', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Back to registration' }).click();
    await expect(page).toHaveURL(/#\/register\?/);
    await expect(mobileInput(page)).toHaveValue('13911112222');
    await expect(smsInput(page)).toHaveValue('1234');
  });

  test('the agreement opened directly goes back to a registration with the same link', async ({
    page,
    sessionId,
  }) => {
    await openPromotion(page, sessionId, 'agreement');
    await page.getByRole('button', { name: 'Back to registration' }).click();
    await expect(page).toHaveURL(new RegExp(`#/register\\?.*utm_tag=${AD_LINK.utm_tag}`));
    await expect(mobileInput(page)).toBeVisible();
  });

  test('a bare promotion page or an unknown route opens the registration with the link’s query', async ({
    page,
  }) => {
    await page.goto('/promotion.html');
    await expect(page).toHaveURL(/promotion\.html#\/register$/);
    await expect(page.getByRole('heading', { name: 'Cash loan up to ₱50,000' })).toBeVisible();
    // Without a template's banner, the brand's own picture fills the hero.
    await expect(
      page.getByRole('img', { name: 'A phone showing an approved loan, with peso bills and coins' }),
    ).toBeVisible();
    await page.goto('/promotion.html#/nowhere?id=3');
    await expect(page).toHaveURL(/#\/register\?id=3$/);
    await expect(page.getByRole('heading', { name: 'Short of money before payday?' })).toBeAttached();
  });
});
