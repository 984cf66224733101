import { expect, test } from './fixtures.ts';
import { pauseClock } from './support/clock.ts';
import {
  AD_LINK,
  captchaInput,
  captchaPicture,
  fillMobileAndCaptcha,
  mobileInput,
  openPromotion,
  shownCaptcha,
  smsButton,
  smsInput,
} from './support/promotion.ts';
import { toast } from './support/screen.ts';

// The fake server's seed (fake-server/README.md): a standing SMS code for the scripted phone and
// a phone registered before the world began.
const SCRIPTED_PHONE = '13900000000';
const SCRIPTED_SMS_CODE = '246810';
const REGISTERED_PHONE = '13800000000';
const NEW_PHONE = '13911112222';
/** A Philippine mobile in its local form (docs/decisions/021-philippine-mobile-numbers.md). */
const PH_PHONE = '09171234567';

const apply = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Apply now' });

test.describe('promotion registration', () => {
  test('an advertising link shows its landing template, counts the visit and starts a captcha session', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await expect(page).toHaveTitle('Register');
    await expect(page.getByRole('heading', { name: 'Cash loan up to ₱50,000' })).toBeAttached();
    await expect(
      page.getByText('A decision within 1 day, money in your e-wallet 1-3 days after you accept.'),
    ).toBeVisible();
    const { sid, a } = await shownCaptcha(page);
    expect(sid).toMatch(/^SID\d+$/);
    expect(Number(a)).toBeGreaterThan(0);
    const [visit] = await fake.callsOf('trackVisit');
    // An iPhone's user agent (the test device) is ios; page_id is the promotion link.
    expect(visit?.query).toMatchObject({
      page_id: 'L77',
      client_type: 'ios',
      page_type: '1',
      user_from: 'facebook',
      utm_tag: 'payday',
      app_from: 'h5',
    });
    expect(await fake.callsOf('channelTemplate')).toMatchObject([{ query: { templateId: '1' } }]);
    expect(await fake.callsOf('getCaptcha')).toMatchObject([{ query: { sid, a } }]);
  });

  test('a landing template that does not exist shows the server message, no retry, and customer service', async ({
    page,
    sessionId,
  }) => {
    await openPromotion(page, sessionId, 'register', { ...AD_LINK, id: '99' });
    await expect(page.getByRole('alert')).toContainText(
      'This promotion page no longer exists (template 99). Templates: 1, 2, 3.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Offer not available' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Registration' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact customer service' }).click();
    await expect(page.getByRole('region', { name: 'Contacts' })).toBeVisible();
  });

  test('longer input is ignored: mobile 11, captcha 4, SMS code 6', async ({ page, sessionId }) => {
    await openPromotion(page, sessionId);
    await mobileInput(page).pressSequentially('139111122223333');
    await captchaInput(page).pressSequentially('ABCDEFG');
    await smsInput(page).pressSequentially('123456789');
    await expect(mobileInput(page)).toHaveValue('13911112222');
    await expect(captchaInput(page)).toHaveValue('ABCD');
    await expect(smsInput(page)).toHaveValue('123456');
  });

  test('a mobile number that is neither 09 and 9 digits nor 11 digits starting 1 then 3-9 is refused before any SMS', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await captchaInput(page).fill('ABCD');
    for (const mobile of ['', '1391111222', '12911112222', '23911112222', '08171234567', '0917123456']) {
      await mobileInput(page).fill(mobile);
      await smsButton(page).click();
      await expect(toast(page)).toHaveText('Please enter your mobile number correctly!');
    }
    expect(await fake.callsOf('getSms')).toHaveLength(0);
  });

  test('sending the SMS code needs the picture captcha', async ({ page, fake, sessionId }) => {
    await openPromotion(page, sessionId);
    await mobileInput(page).fill(NEW_PHONE);
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('Please enter the picture captcha correctly!');
    expect(await fake.callsOf('getSms')).toHaveLength(0);
  });

  test('tapping the picture asks a new one, but only with a mobile number', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const first = await shownCaptcha(page);
    await page.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect(toast(page)).toHaveText('Please enter your mobile number correctly!');
    expect(await fake.callsOf('getCaptcha')).toHaveLength(1);
    await mobileInput(page).fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect(captchaPicture(page)).not.toHaveAttribute('src', new RegExp(`a=${first.a}$`));
    const second = await shownCaptcha(page);
    expect(second.sid).toBe(first.sid);
    expect(await fake.callsOf('getCaptcha')).toHaveLength(2);
  });

  test('a sent SMS code starts a 60 s wait ticking each second; a repeat is refused', async ({
    page,
    fake,
    sessionId,
  }) => {
    await page.clock.install();
    await openPromotion(page, sessionId);
    const sid = await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    // The page's clock stands still from here (only runFor moves it): a loaded machine can spend
    // seconds between the countdown's start and the checks of its first values.
    await pauseClock(page);
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('Verification code has been sent, please check your phone!');
    await expect(smsButton(page)).toHaveText('60s');
    await expect(smsButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(1000);
    await expect(smsButton(page)).toHaveText('59s');
    // It only looks disabled (aria-disabled), so a tap can be answered; Playwright would wait for
    // it to be enabled, a finger does not.
    await smsButton(page).click({ force: true });
    await expect(toast(page)).toHaveText('Do not send the verification code repeatedly!');
    await page.clock.runFor(58_000);
    await expect(smsButton(page)).toHaveText('1s');
    await page.clock.runFor(1000);
    await expect(smsButton(page)).toHaveText('get verification code');
    await expect(smsButton(page)).not.toHaveAttribute('aria-disabled');
    const calls = await fake.callsOf('getSms');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      phone: NEW_PHONE,
      sid,
      appName: 'Pera Loan',
      app_from: 'h5',
      user_from: 'facebook',
      utm_tag: 'payday',
    });
    expect(String(calls[0]?.body.deviceId)).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fake.promotion()).smsCodes[0]).toMatchObject({ phone: NEW_PHONE, sid });
  });

  test('a wrong picture captcha (101) shows the server message and a new picture; the mobile stays', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const { a } = await shownCaptcha(page);
    await mobileInput(page).fill(NEW_PHONE);
    await captchaInput(page).fill('ZZZZ');
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('The picture captcha is wrong, please try again.');
    await expect(captchaPicture(page)).not.toHaveAttribute('src', new RegExp(`a=${a}$`));
    await expect(captchaInput(page)).toHaveValue('');
    await expect(mobileInput(page)).toHaveValue(NEW_PHONE);
    // The new picture's request reaches the server as the image loads.
    await expect.poll(async () => (await fake.callsOf('getCaptcha')).length).toBe(2);
    expect((await fake.callsOf('getSms')).map((call) => call.code)).toEqual(['101']);
  });

  test('the wrong-captcha scenario: get-sms answers 101 even for the right captcha', async ({
    page,
    fake,
    sessionId,
  }) => {
    await fake.scenario('wrong-captcha');
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    await smsButton(page).click();
    await expect(toast(page)).not.toHaveText('Verification code has been sent, please check your phone!');
    await expect.poll(async () => (await fake.callsOf('getCaptcha')).length).toBe(2);
    await expect(captchaInput(page)).toHaveValue('');
    await expect(smsButton(page)).toHaveText('get verification code');
  });

  test('apply needs the SMS code', async ({ page, fake, sessionId }) => {
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    await apply(page).click();
    await expect(toast(page)).toHaveText('Please enter the SMS code correctly!');
    expect(await fake.callsOf('register')).toHaveLength(0);
    expect(await fake.callsOf('trackClick')).toHaveLength(0);
  });

  test('the scripted registration: the seeded phone and its standing SMS code register and open the download page', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const sid = await fillMobileAndCaptcha(page, fake, SCRIPTED_PHONE);
    const captcha = await captchaInput(page).inputValue();
    await smsInput(page).fill(SCRIPTED_SMS_CODE);
    await apply(page).click();
    await expect(toast(page)).toHaveText('Registration successful');
    await expect(page).toHaveURL(/promotion\.html#\/download\?/);
    await expect(page.getByRole('heading', { name: 'Download Pera Loan' })).toBeVisible();
    const [registered] = await fake.callsOf('register');
    expect(registered?.body).toMatchObject({
      phone: SCRIPTED_PHONE,
      capcode: captcha,
      sid,
      appName: 'Pera Loan',
      merchantNumber: '0',
      userName: SCRIPTED_PHONE,
      smsCode: SCRIPTED_SMS_CODE,
      invite_code: 'FRIEND50',
      user_from: 'facebook',
      id: '1',
      app_from: 'h5',
      utm_tag: 'payday',
    });
    const [click] = await fake.callsOf('trackClick');
    expect(click?.query).toMatchObject({
      page_id: 'L77',
      client_type: 'ios',
      page_type: '1',
      user_from: 'facebook',
      utm_tag: 'payday',
      app_from: 'h5',
      phone: SCRIPTED_PHONE,
    });
    expect((await fake.promotion()).registered[0]).toMatchObject({
      phone: SCRIPTED_PHONE,
      templateId: '1',
      inviteCode: 'FRIEND50',
    });
  });

  test('a visitor registers with the code the SMS brought', async ({ page, fake, sessionId }) => {
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('Verification code has been sent, please check your phone!');
    const sms = (await fake.promotion()).smsCodes.find((code) => code.phone === NEW_PHONE);
    await smsInput(page).fill(sms?.code ?? '');
    await apply(page).click();
    await expect(toast(page)).toHaveText('Registration successful');
    await expect(page.getByRole('link', { name: 'Download for iOS' })).toBeVisible();
  });

  test('a Philippine number registers end to end: pasted as +63 917 123 4567, sent as 09171234567', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const { sid } = await shownCaptcha(page);
    // A paste, as from the phone's contacts: the international form, with spaces, past 11 characters.
    await mobileInput(page).fill('+63 917 123 4567');
    await expect(mobileInput(page)).toHaveValue(PH_PHONE);
    await captchaInput(page).fill(await fake.captchaText(sid));
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('Verification code has been sent, please check your phone!');
    const sms = (await fake.promotion()).smsCodes.find((code) => code.phone === PH_PHONE);
    await smsInput(page).fill(sms?.code ?? '');
    await apply(page).click();
    await expect(toast(page)).toHaveText('Registration successful');
    await expect(page.getByRole('heading', { name: 'Download Pera Loan' })).toBeVisible();
    const [registered] = await fake.callsOf('register');
    expect(registered).toMatchObject({ code: '00', body: { phone: PH_PHONE, userName: PH_PHONE } });
    expect((await fake.promotion()).registered.map((user) => user.phone)).toContain(PH_PHONE);
  });

  test('a wrong SMS code shows the server message and keeps every field', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, SCRIPTED_PHONE);
    await smsInput(page).fill('000000');
    await apply(page).click();
    await expect(toast(page)).toHaveText('The SMS code is wrong or has expired, please get a new one.');
    await expect(smsInput(page)).toHaveValue('000000');
    await expect(mobileInput(page)).toHaveValue(SCRIPTED_PHONE);
    await expect(captchaInput(page)).not.toHaveValue('');
    await expect(page).toHaveURL(/#\/register\?/);
  });

  test('register with a wrong captcha (-1) shows the message and a new picture', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    const { a } = await shownCaptcha(page);
    await mobileInput(page).fill(SCRIPTED_PHONE);
    await captchaInput(page).fill('ZZZZ');
    await smsInput(page).fill(SCRIPTED_SMS_CODE);
    await apply(page).click();
    await expect(toast(page)).toHaveText('The picture captcha is wrong, please try again.');
    await expect(captchaPicture(page)).not.toHaveAttribute('src', new RegExp(`a=${a}$`));
    await expect(smsInput(page)).toHaveValue(SCRIPTED_SMS_CODE);
    expect((await fake.callsOf('register')).map((call) => call.code)).toEqual(['-1']);
  });

  test('an already registered phone (11) is told to download the app and goes to the download page', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, REGISTERED_PHONE);
    await smsInput(page).fill('123456');
    await apply(page).click();
    await expect(toast(page)).toHaveText('You have registered, please download the APP and log in directly!');
    await expect(page).toHaveURL(/#\/download\?/);
    expect((await fake.callsOf('register')).map((call) => call.code)).toEqual(['11']);
  });

  test('the already-registered scenario answers 11 for any phone', async ({ page, fake, sessionId }) => {
    await fake.scenario('already-registered');
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    await smsInput(page).fill('123456');
    await apply(page).click();
    await expect(toast(page)).toHaveText('You have registered, please download the APP and log in directly!');
    await expect(page.getByRole('heading', { name: 'Download Pera Loan' })).toBeVisible();
  });

  test('a call that gets no answer shows error and loses nothing typed', async ({
    page,
    fake,
    sessionId,
  }) => {
    await openPromotion(page, sessionId);
    await fillMobileAndCaptcha(page, fake, NEW_PHONE);
    const captcha = await captchaInput(page).inputValue();
    await fake.fault({ operationId: 'getSms', drop: true, times: 1 });
    await smsButton(page).click();
    await expect(toast(page)).toHaveText('error');
    await expect(mobileInput(page)).toHaveValue(NEW_PHONE);
    await expect(captchaInput(page)).toHaveValue(captcha);
    await expect(smsButton(page)).toHaveText('get verification code');
  });
});
