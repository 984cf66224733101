import { describe } from 'vitest';
import { AD_LINK } from '../../e2e/support/promotion.ts';
import { expect, journey } from '../support/journey.ts';
import type { Phone } from '../support/phone.ts';

// The fake server's seed (fake-server/README.md): a standing SMS code for the scripted phone.
const SCRIPTED_PHONE = '13900000000';
const SCRIPTED_SMS_CODE = '246810';

const form = (phone: Phone) => phone.get({ role: 'form', name: 'Registration' });
const mobile = (phone: Phone) => phone.get({ role: 'textbox', name: 'Mobile number' });
const captcha = (phone: Phone) => phone.get({ role: 'textbox', name: 'Picture captcha' });
const sms = (phone: Phone) => phone.get({ role: 'textbox', name: 'SMS code' });
const smsButton = (phone: Phone) =>
  form(phone).get({ role: 'button', name: { pattern: 'get verification code|\\d+s' } });
const captchaPicture = (phone: Phone) => phone.get({ role: 'img', name: 'Captcha', exact: true });

/** The captcha session of the picture shown now, once it has loaded. */
async function shownCaptchaSid(phone: Phone): Promise<string> {
  await expect.poll(() => captchaPicture(phone).property<number>('naturalWidth')).toBeGreaterThan(0);
  const src = (await captchaPicture(phone).attribute('src')) ?? '';
  return new URL(src, 'http://x').searchParams.get('sid') ?? '';
}

describe('promotion', () => {
  journey(
    'validation: a wrong mobile number and a missing captcha are refused before any SMS',
    async ({ phone, fake }) => {
      await phone.openPromotion('register', AD_LINK);
      await form(phone).waitVisible();
      await phone.watchScreen();
      // Longer input is cut to the field's length.
      await mobile(phone).fill('139111122223333');
      await expect.poll(() => mobile(phone).property('value')).toBe('13911112222');
      await mobile(phone).fill('12911112222');
      await captcha(phone).fill('ABCD');
      await smsButton(phone).click();
      await expect.poll(() => phone.seen()).toContain('Please enter your mobile number correctly!');
      await mobile(phone).fill('13911112222');
      await captcha(phone).fill('');
      await smsButton(phone).click();
      await expect.poll(() => phone.seen()).toContain('Please enter the picture captcha correctly!');
      expect(await fake.callsOf('getSms')).toHaveLength(0);
    },
  );

  journey(
    'registration: the advertising link, captcha, SMS code, Apply now → the download page',
    async ({ phone, fake }) => {
      await phone.openPromotion('register', AD_LINK);
      await expect.poll(() => phone.title()).toBe('Register');
      const sid = await shownCaptchaSid(phone);
      await mobile(phone).fill(SCRIPTED_PHONE);
      await captcha(phone).fill(await fake.captchaText(sid));
      await sms(phone).fill(SCRIPTED_SMS_CODE);
      await phone.screenshot('filled');
      await phone.watchScreen();
      await phone.get({ role: 'button', name: 'Apply now' }).click();
      await expect.poll(() => phone.seen()).toContain('Registration successful');
      await expect.poll(async () => (await phone.url()).hash).toMatch(/^#\/download\?/);
      await phone.get({ role: 'heading', name: 'Download Pera Loan' }).waitVisible();
      const [registered] = await fake.callsOf('register');
      expect(registered?.body).toMatchObject({ phone: SCRIPTED_PHONE, sid, smsCode: SCRIPTED_SMS_CODE });
      const [click] = await fake.callsOf('trackClick');
      // An iPhone's user agent: the visitor counts as ios.
      expect(click?.query).toMatchObject({ page_id: 'L77', client_type: 'ios', phone: SCRIPTED_PHONE });
    },
  );
});
