import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { FakeAdmin } from './fake-admin.ts';

/** An advertising link's query (spec §2): who sent the visitor, the landing template, the link. */
export const AD_LINK = {
  app_from: 'h5',
  user_from: 'facebook',
  utm_tag: 'payday',
  id: '1',
  links_id: 'L77',
  invite_code: 'FRIEND50',
} as const;

/** Opens a promotion hash route as an advertising link does, in the test's sandbox. */
export async function openPromotion(
  page: Page,
  sessionId: string,
  route: 'register' | 'download' | 'agreement' = 'register',
  query: Record<string, string> = AD_LINK,
): Promise<void> {
  const search = new URLSearchParams({ ...query, sessionId }).toString().replaceAll('+', '%20');
  await page.goto(`/promotion.html#/${route}?${search}`);
}

export const mobileInput = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });
export const captchaInput = (page: Page) => page.getByRole('textbox', { name: 'Picture captcha' });
export const smsInput = (page: Page) => page.getByRole('textbox', { name: 'SMS code' });
export const captchaPicture = (page: Page) => page.getByRole('img', { name: 'Captcha', exact: true });
export const smsButton = (page: Page) =>
  page
    .getByRole('form', { name: 'Registration' })
    .getByRole('button', { name: /get verification code|\d+s/ });

/** The captcha session and picture address the page shows now (after its image loaded). */
export async function shownCaptcha(page: Page): Promise<{ sid: string; a: string }> {
  const picture = captchaPicture(page);
  await expect(picture).toHaveJSProperty('complete', true);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = new URL((await picture.getAttribute('src')) ?? '', 'http://x');
  return { sid: src.searchParams.get('sid') ?? '', a: src.searchParams.get('a') ?? '' };
}

/** Types a mobile number and the captcha the picture really shows (read from the fake server). */
export async function fillMobileAndCaptcha(page: Page, fake: FakeAdmin, mobile: string): Promise<string> {
  const { sid } = await shownCaptcha(page);
  await mobileInput(page).fill(mobile);
  await captchaInput(page).fill(await fake.captchaText(sid));
  return sid;
}
