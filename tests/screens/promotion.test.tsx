import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';

// The promotion entry (promotion.html: its own hash router, no shell) against the fake world
// in-process: the journeys of tests/e2e/promotion-register.spec.ts and promotion-pages.spec.ts
// that need no browser. happy-dom draws no pictures, so a test "sees" the captcha by loading the
// picture's address itself (as the browser would) and reading the text the fake server drew;
// the 60 s countdown's ticking stays in the e2e (Playwright's clock).

/** An advertising link's query (spec §2): who sent the visitor, the landing template, the link. */
const AD_LINK = {
  app_from: 'h5',
  user_from: 'facebook',
  utm_tag: 'payday',
  id: '1',
  links_id: 'L77',
  invite_code: 'FRIEND50',
};
const DOWNLOAD_LINK = { app_from: 'h5', user_from: 'facebook', utm_tag: 'payday', id: '2', down_id: 'D9' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

// The fake server's seed (fake-server/README.md): a standing SMS code for the scripted phone and
// a phone registered before the world began.
const SCRIPTED_PHONE = '13900000000';
const SCRIPTED_SMS_CODE = '246810';
const NEW_PHONE = '13911112222';
/** A Philippine mobile in its local form (docs/decisions/021-philippine-mobile-numbers.md). */
const PH_PHONE = '09171234567';

const promotionPath = (route: string, query: Record<string, string> = AD_LINK) =>
  `/promotion.html#/${route}?${new URLSearchParams(query).toString()}`;

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const toast = (text: string) => within(toasts()).findByText(text);
const smsButton = () =>
  within(screen.getByRole('form', { name: 'Registration' })).getByRole('button', {
    name: /^(get verification code|\d+s)$/,
  });

/** The captcha picture on the page: its session and its address's stamp. */
async function shownCaptcha(): Promise<{ sid: string; a: string; src: string }> {
  const src = (await screen.findByRole('img', { name: 'Captcha' })).getAttribute('src') ?? '';
  const url = new URL(src, window.location.origin);
  return { sid: url.searchParams.get('sid') ?? '', a: url.searchParams.get('a') ?? '', src };
}

/** Loads the picture as the browser would (the server draws its text then) and reads the text. */
async function captchaText(rendered: RenderedRoute): Promise<string> {
  const { sid, src } = await shownCaptcha();
  await fetch(new URL(src, window.location.origin));
  const drawn = rendered.sandbox().state.promotion.captchas.find((captcha) => captcha.sid === sid)?.text;
  if (!drawn) throw new Error(`No captcha drawn for session ${sid}.`);
  return drawn;
}

/** Opens the registration of the ad link and fills the form (the page keeps a draft for its life). */
async function openForm(
  fields: {
    mobile?: string;
    captcha?: string | ((rendered: RenderedRoute) => Promise<string>);
    sms?: string;
  },
  options: { sandbox?: string; scenario?: string } = {},
) {
  const rendered = renderRoute(promotionPath('register'), options);
  await screen.findByRole('form', { name: 'Registration' });
  type('Mobile number', fields.mobile ?? '');
  const { captcha = '' } = fields;
  type('Picture captcha', typeof captcha === 'string' ? captcha : await captcha(rendered));
  type('SMS code', fields.sms ?? '');
  return rendered;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('promotion registration: loading, answer, server message', () => {
  it('a slow template shows the loading state, then the landing page; the visit is counted and a captcha session starts', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    screenWorld().addFault({ operationId: 'channelTemplate', delayMs: 300, times: 1 }, 'promo-landing');
    const rendered = renderRoute(promotionPath('register'), { sandbox: 'promo-landing' });
    expect(await screen.findByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Cash loan up to ₱50,000' })).toBeTruthy();
    expect(
      screen.getByText('A decision within 1 day, money in your e-wallet 1-3 days after you accept.'),
    ).toBeTruthy();
    expect(document.title).toBe('Register');
    expect(rendered.nativeCalls).toEqual([]);
    const { sid, a } = await shownCaptcha();
    expect(sid).toMatch(/^SID\d+$/);
    expect(Number(a)).toBeGreaterThan(0);
    // An iPhone is ios; page_id is the promotion link.
    expect(callsOf(rendered, 'trackVisit').map((call) => call.query)).toEqual([
      expect.objectContaining({
        page_id: 'L77',
        client_type: 'ios',
        page_type: '1',
        user_from: 'facebook',
        utm_tag: 'payday',
        app_from: 'h5',
      }),
    ]);
    expect(callsOf(rendered, 'channelTemplate').map((call) => call.query)).toEqual([
      expect.objectContaining({ templateId: '1' }),
    ]);
    expect(callsOf(rendered, 'getSid')).toHaveLength(1);
  });

  it('a template that does not exist shows the server message, no Retry (it cannot pass), and no form', async () => {
    renderRoute(promotionPath('register', { ...AD_LINK, id: '99' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This promotion page no longer exists (template 99). Templates: 1, 2, 3.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Offer not available' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/customerService',
    );
    expect(screen.queryByRole('form', { name: 'Registration' })).toBeNull();
  });

  it('a link without a template shows the plain page and asks for no template', async () => {
    const rendered = renderRoute(promotionPath('register', { links_id: 'L77' }));
    expect(await screen.findByRole('heading', { name: 'Cash loan up to ₱50,000' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
    expect(callsOf(rendered, 'channelTemplate')).toEqual([]);
  });

  it('a bare promotion page opens the registration with the link’s query', async () => {
    renderRoute(`/promotion.html#/nowhere?${new URLSearchParams(AD_LINK).toString()}`);
    expect(await screen.findByRole('heading', { name: 'Cash loan up to ₱50,000' })).toBeTruthy();
    expect(window.location.hash).toBe(`#/register?${new URLSearchParams(AD_LINK).toString()}`);
  });
});

describe('promotion registration: the form’s rules', () => {
  it('longer input is ignored: mobile 11, captcha 4, SMS code 6', async () => {
    await openForm({ mobile: '139111122223333', captcha: 'ABCDEFG', sms: '123456789' });
    expect(input('Mobile number').value).toBe('13911112222');
    expect(input('Picture captcha').value).toBe('ABCD');
    expect(input('SMS code').value).toBe('123456');
  });

  it('a mobile number that is not 11 digits starting 1 then 3-9 is refused before any SMS', async () => {
    const rendered = await openForm({ captcha: 'ABCD' });
    for (const mobile of ['', '1391111222', '12911112222', '23911112222']) {
      type('Mobile number', mobile);
      fireEvent.click(smsButton());
      expect(await toast('Please enter your mobile number correctly!'), mobile).toBeTruthy();
    }
    expect(callsOf(rendered, 'getSms')).toEqual([]);
  });

  it('sending the SMS code needs the picture captcha; applying needs the SMS code', async () => {
    const rendered = await openForm({ mobile: NEW_PHONE });
    fireEvent.click(smsButton());
    expect(await toast('Please enter the picture captcha correctly!')).toBeTruthy();
    type('Picture captcha', 'ABCD');
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await toast('Please enter the SMS code correctly!')).toBeTruthy();
    expect(callsOf(rendered, 'getSms')).toEqual([]);
    expect(callsOf(rendered, 'register')).toEqual([]);
    expect(callsOf(rendered, 'trackClick')).toEqual([]);
  });

  it('tapping the picture asks a new one, but only with a mobile number; the session stays', async () => {
    await openForm({});
    const first = await shownCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(await toast('Please enter your mobile number correctly!')).toBeTruthy();
    expect((await shownCaptcha()).a).toBe(first.a);
    type('Mobile number', NEW_PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    const second = await shownCaptcha();
    expect(second.a).not.toBe(first.a);
    expect(second.sid).toBe(first.sid);
  });
});

describe('promotion registration: SMS code and register', () => {
  it('a Philippine number, pasted as +63 917 123 4567, is kept as 09171234567 and registers to the download page', async () => {
    const rendered = await openForm({ mobile: '+63 917 123 4567', captcha: captchaText });
    expect(input('Mobile number').value).toBe(PH_PHONE);
    fireEvent.click(smsButton());
    expect(await toast('Verification code has been sent, please check your phone!')).toBeTruthy();
    const sent = rendered.sandbox().state.promotion.smsCodes.at(-1);
    expect(sent).toMatchObject({ phone: PH_PHONE });
    type('SMS code', sent?.code ?? '');
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await toast('Registration successful')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Download Pera Loan' })).toBeTruthy();
    expect(callsOf(rendered, 'register').map((call) => [call.code, call.body])).toEqual([
      ['00', expect.objectContaining({ phone: PH_PHONE, userName: PH_PHONE })],
    ]);
    expect(rendered.sandbox().state.promotion.registered.map((user) => user.phone)).toContain(PH_PHONE);
  });

  it.each(['0817 123 4567', '+1 415 555 0100', '0917123456'])(
    'anything else (%s) gets the spec’s message, and no SMS is asked',
    async (mobile) => {
      const rendered = await openForm({ mobile, captcha: captchaText });
      fireEvent.click(smsButton());
      expect(await toast('Please enter your mobile number correctly!')).toBeTruthy();
      expect(callsOf(rendered, 'getSms')).toEqual([]);
    },
  );

  it('a sent SMS code says so and starts the wait; a tap while it runs is refused', async () => {
    const rendered = await openForm({ mobile: NEW_PHONE, captcha: captchaText });
    const { sid } = await shownCaptcha();
    fireEvent.click(smsButton());
    expect(await toast('Verification code has been sent, please check your phone!')).toBeTruthy();
    expect(smsButton().textContent).toMatch(/^(60|59)s$/);
    expect(smsButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(smsButton());
    expect(await toast('Do not send the verification code repeatedly!')).toBeTruthy();
    const calls = callsOf(rendered, 'getSms');
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({
        phone: NEW_PHONE,
        sid,
        appName: 'Pera Loan',
        app_from: 'h5',
        user_from: 'facebook',
        utm_tag: 'payday',
      }),
    ]);
    expect(rendered.sandbox().state.promotion.smsCodes.at(-1)).toMatchObject({ phone: NEW_PHONE, sid });
  });

  it('a wrong picture captcha (101) shows the server message and a new picture; the mobile stays', async () => {
    const rendered = await openForm({ mobile: NEW_PHONE, captcha: 'ZZZZ' });
    const { a } = await shownCaptcha();
    fireEvent.click(smsButton());
    expect(await toast('The picture captcha is wrong, please try again.')).toBeTruthy();
    expect((await shownCaptcha()).a).not.toBe(a);
    expect(input('Picture captcha').value).toBe('');
    expect(input('Mobile number').value).toBe(NEW_PHONE);
    expect(callsOf(rendered, 'getSms').map((call) => call.code)).toEqual(['101']);
  });

  it('the scripted registration: the seeded phone and its standing SMS code register and open the download page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const rendered = await openForm({ mobile: SCRIPTED_PHONE, captcha: captchaText, sms: SCRIPTED_SMS_CODE });
    const { sid } = await shownCaptcha();
    const captcha = input('Picture captcha').value;
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await toast('Registration successful')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Download Pera Loan' })).toBeTruthy();
    expect(window.location.hash).toMatch(/^#\/download\?/);
    expect(callsOf(rendered, 'register').map((call) => call.body)).toEqual([
      expect.objectContaining({
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
      }),
    ]);
    expect(callsOf(rendered, 'trackClick')[0]?.query).toMatchObject({
      page_id: 'L77',
      client_type: 'ios',
      page_type: '1',
      phone: SCRIPTED_PHONE,
    });
    expect(rendered.sandbox().state.promotion.registered.at(-1)).toMatchObject({
      phone: SCRIPTED_PHONE,
      templateId: '1',
      inviteCode: 'FRIEND50',
    });
  });

  it('the already-registered scenario (11) tells the visitor to download the app and opens the download page', async () => {
    await openForm(
      { mobile: NEW_PHONE, captcha: captchaText, sms: '123456' },
      { scenario: 'already-registered' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await toast('You have registered, please download the APP and log in directly!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Download Pera Loan' })).toBeTruthy();
  });

  it('a call that gets no answer shows error and loses nothing typed', async () => {
    const rendered = await openForm({ mobile: NEW_PHONE, captcha: captchaText, sms: '123456' });
    const captcha = input('Picture captcha').value;
    rendered.world.addFault({ operationId: 'register', drop: true, times: 1 }, rendered.sandboxId);
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await toast('error')).toBeTruthy();
    expect(input('Mobile number').value).toBe(NEW_PHONE);
    expect(input('Picture captcha').value).toBe(captcha);
    expect(input('SMS code').value).toBe('123456');
    expect(window.location.hash).toMatch(/^#\/register\?/);
  });
});

describe('promotion agreement and download pages', () => {
  it('the agreement link opens the agreement; back returns to the form as it was', async () => {
    await openForm({ mobile: NEW_PHONE, captcha: 'ABCD', sms: '654321' });
    fireEvent.click(screen.getByRole('link', { name: 'Registration Agreement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Agreement' })).toBeTruthy();
    expect(document.title).toBe('Registration Agreement');
    expect(screen.getByRole('article', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Loan terms and conditions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to registration' }));
    expect(await screen.findByRole('form', { name: 'Registration' })).toBeTruthy();
    expect(input('Mobile number').value).toBe(NEW_PHONE);
    expect(input('Picture captcha').value).toBe('ABCD');
    expect(input('SMS code').value).toBe('654321');
  });

  it('the download page offers the template’s app for both platforms, the visitor’s own first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderRoute(promotionPath('download', DOWNLOAD_LINK));
    expect(await screen.findByRole('heading', { name: 'Download Pera Loan' })).toBeTruthy();
    expect(document.title).toBe('Download the app');
    const stores = within(screen.getByRole('region', { name: 'Download' })).getAllByRole('link');
    expect(stores.map((store) => store.textContent)).toEqual(['Download for iOS', 'Download for Android']);
    expect(stores[0]?.getAttribute('href')).toMatch(/\/__fake\/pages\/products\/P1002$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in a messenger’s own browser the download page asks to open it in the browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${IPHONE} [FBAN/FBIOS;FBAV/450.0.0.0]`);
    renderRoute(promotionPath('download', DOWNLOAD_LINK));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'To download the app, tap ··· at the top right and choose "Open in browser".',
    );
  });

  it('on Android, the download page offers Android first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    renderRoute(promotionPath('download', DOWNLOAD_LINK));
    const stores = await screen.findByRole('region', { name: 'Download' });
    expect(
      within(stores)
        .getAllByRole('link')
        .map((store) => store.textContent),
    ).toEqual(['Download for Android', 'Download for iOS']);
  });

  it('a link without a template still says where to get the app', async () => {
    renderRoute(promotionPath('download', { down_id: 'D9' }));
    expect(await screen.findByText('Search for Pera Loan in the App Store or on Google Play.')).toBeTruthy();
  });
});
