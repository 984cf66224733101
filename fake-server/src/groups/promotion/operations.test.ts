import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { controlsIn } from '../../test-support/terminal-controls.ts';
import { call, FIXED_NOW, testApp } from '../../test-support/test-kit.ts';
import { DEMO_CAPTCHA, DEMO_SID } from './promotion-seed.ts';

type App = ReturnType<typeof testApp>;

/** Captchas leave out 0, o, 1, i, l and I, so this is always wrong. */
const NEVER_A_CAPTCHA = '0000';

/** A test clock that only moves when told: the 60 s rule without sleeping. */
function manualClock() {
  let now = FIXED_NOW.getTime();
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

async function promotionState(app: App) {
  const res = await request(app).get('/__fake/promotion');
  expect(res.status).toBe(200);
  return res.body as {
    captchas: { sid: string; text: string }[];
    smsCodes: { phone: string; code: string }[];
  };
}

/** get-sid, then get-captcha; the captcha text is read back from the QA view of the state. */
async function captchaSession(app: App): Promise<{ sid: string; text: string }> {
  const sid = await call(app, 'getSid');
  expect(sid.body).toEqual({
    code: '0',
    message: expect.any(String),
    data: { sid: expect.stringMatching(/^SID\d+$/) },
  });
  const image = await call(app, 'getCaptcha', { query: { sid: sid.body.data.sid, a: '1' } });
  expect(image.status).toBe(200);
  expect(image.type).toBe('image/svg+xml');
  const session = (await promotionState(app)).captchas.find(
    (candidate) => candidate.sid === sid.body.data.sid,
  );
  expect(session?.text).toMatch(/^[A-Za-z0-9]{4}$/);
  return { sid: sid.body.data.sid, text: session?.text ?? '' };
}

function smsBody(phone: string, sid: string, capcode: string) {
  return {
    body: {
      phone,
      sid,
      capcode,
      deviceId: 'web',
      appName: 'PesoGo',
      app_from: 'h5',
      user_from: 'fb',
      utm_tag: 'x',
    },
  };
}

function registerBody(phone: string, sid: string, capcode: string, smsCode: string) {
  return {
    body: { phone, sid, capcode, smsCode, userName: phone, merchantNumber: '0', id: '1', invite_code: '' },
  };
}

describe('channelTemplate', () => {
  it('answers a seeded template with a served banner and an absolute download link', async () => {
    const app = testApp();
    const res = await call(app, 'channelTemplate', { query: { templateId: '2' } });
    expect(res.body.code).toBe('00');
    expect(res.body.data).toMatchObject({
      id: '2',
      buttonText: expect.any(String),
      appName: expect.any(String),
    });
    expect(res.body.data.downloadUrl).toMatch(/^http:\/\/.+\/__fake\/pages\/products\/P100\d$/);
    const banner = await request(app).get(res.body.data.bannerImage);
    expect(banner.status).toBe(200);
    expect(banner.type).toBe('image/svg+xml');
  });

  it('answers 404 with a message for an unknown template', async () => {
    const res = await call(testApp(), 'channelTemplate', { query: { templateId: '77' } });
    expect(res.body).toEqual({ code: '404', message: expect.stringContaining('template 77'), data: null });
  });
});

describe('trackVisit and trackClick', () => {
  it('record each call with its attribution and answer a trackId', async () => {
    const app = testApp();
    const query = {
      page_id: '1',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'payday',
      user_from: 'tiktok',
    };
    const visit = await call(app, 'trackVisit', { query });
    const click = await call(app, 'trackClick', { query: { ...query, phone: '13911112222' } });
    expect(visit.body.data).toEqual({ trackId: 'TV1' });
    expect(click.body.data).toEqual({ trackId: 'TC2' });
    const { tracks } = (await request(app).get('/__fake/promotion')).body;
    expect(tracks[0]).toMatchObject({
      trackId: 'TC2',
      kind: 'click',
      phone: '13911112222',
      userFrom: 'tiktok',
    });
    expect(tracks[1]).toMatchObject({
      trackId: 'TV1',
      kind: 'visit',
      clientType: 'android',
      utmTag: 'payday',
    });
  });
});

describe('getCaptcha', () => {
  it('draws a new captcha on every call and answers a JSON error for an unknown session', async () => {
    const app = testApp();
    const { sid, text } = await captchaSession(app);
    const again = await call(app, 'getCaptcha', { query: { sid } });
    expect(again.type).toBe('image/svg+xml');
    const texts = new Set([text]);
    // Four random characters: a repeat is possible, three in a row are practically not.
    for (let round = 0; round < 3; round += 1) {
      await call(app, 'getCaptcha', { query: { sid } });
      texts.add((await promotionState(app)).captchas.find((session) => session.sid === sid)?.text ?? '');
    }
    expect(texts.size).toBeGreaterThan(1);
    const unknown = await call(app, 'getCaptcha', { query: { sid: 'NOPE' } });
    expect(unknown.type).toBe('application/json');
    expect(unknown.body).toEqual({ code: '404', message: expect.stringContaining('get-sid'), data: null });
  });
});

describe('registration end to end', () => {
  it('get-sid → get-captcha → get-sms → register, with the SMS code visible to QA', async () => {
    const app = testApp();
    const { sid, text } = await captchaSession(app);
    const wrong = await call(app, 'getSms', smsBody('13712345678', sid, NEVER_A_CAPTCHA));
    expect(wrong.body).toEqual({
      code: '101',
      message: 'The picture captcha is wrong, please try again.',
      data: null,
    });
    // Case does not matter.
    const sent = await call(app, 'getSms', smsBody('13712345678', sid, text.toLowerCase()));
    expect(sent.body).toMatchObject({ code: '00', data: { expiresIn: 60 } });
    expect(sent.body.message).toMatch(
      /^Verification code has been sent, please check your phone! \(fake SMS code: \d{6}\)$/,
    );
    const code = (await promotionState(app)).smsCodes[0]?.code ?? '';
    expect(sent.body.message).toContain(code);
    const log = await request(app).get('/__fake/requests?operationId=getSms');
    expect(log.body.requests.at(-1).message).toContain(code);

    const badCaptcha = await call(app, 'register', registerBody('13712345678', sid, NEVER_A_CAPTCHA, code));
    expect(badCaptcha.body).toMatchObject({
      code: '-1',
      message: 'The picture captcha is wrong, please try again.',
    });
    const badCode = await call(
      app,
      'register',
      registerBody('13712345678', sid, text, code === '000000' ? '111111' : '000000'),
    );
    expect(badCode.body).toMatchObject({ code: '102', message: expect.stringContaining('SMS code') });
    const done = await call(app, 'register', registerBody('13712345678', sid, text, code));
    expect(done.body).toEqual({ code: '00', message: 'Registration successful', data: { userId: 'U1002' } });
    const twice = await call(app, 'register', registerBody('13712345678', sid, text, code));
    expect(twice.body).toEqual({
      code: '11',
      message: 'You have registered, please download the APP and log in directly!',
      data: null,
    });
  });

  it('registers any Philippine mobile in its local form, 09 and 9 digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^09\d{9}$/), async (phone) => {
        const app = testApp();
        const { sid, text } = await captchaSession(app);
        const sent = await call(app, 'getSms', smsBody(phone, sid, text));
        expect(sent.body.code, sent.body.message).toBe('00');
        const code = (await promotionState(app)).smsCodes.find((sms) => sms.phone === phone)?.code ?? '';
        const done = await call(app, 'register', registerBody(phone, sid, text, code));
        expect(done.body).toMatchObject({ code: '00', message: 'Registration successful' });
      }),
      { seed: 38, numRuns: 15 },
    );
  });

  it.each(['+639171234567', '639171234567', '08171234567', '0917123456', '9171234567'])(
    'refuses %s: not a local Philippine mobile nor the spec pattern',
    async (phone) => {
      const app = testApp();
      const { sid, text } = await captchaSession(app);
      const res = await call(app, 'getSms', smsBody(phone, sid, text));
      expect(res.body).toMatchObject({ code: '400', message: expect.stringMatching(/^phone: /) });
    },
  );

  it('answers 11 for the seeded registered phone 13800000000 without an SMS code', async () => {
    const app = testApp();
    const { sid, text } = await captchaSession(app);
    const res = await call(app, 'register', registerBody('13800000000', sid, text, '123456'));
    expect(res.body.code).toBe('11');
  });

  it('refuses a userName that is not the phone', async () => {
    const app = testApp();
    const { sid, text } = await captchaSession(app);
    const body = { ...registerBody('13712345678', sid, text, '123456').body, userName: '13700000000' };
    expect((await call(app, 'register', { body })).body).toMatchObject({
      code: '400',
      message: expect.stringMatching(/^userName: /),
    });
  });
});

describe("the SMS code's console line", () => {
  it('prints the sandbox id as one line, its control characters escaped (no retitled terminal, no forged line)', async () => {
    const app = testApp();
    const printed = vi.spyOn(console, 'info').mockImplementation(() => {});
    // A new sandbox each run: a phone may have one code a minute in a sandbox.
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map((id) => id.toWellFormed()),
          async (id) => {
            run += 1;
            const sandboxId = `qa${run}${id}`;
            printed.mockClear();
            const sent = await call(app, 'getSms', smsBody('13712345678', DEMO_SID, DEMO_CAPTCHA), sandboxId);
            expect(sent.body.code).toBe('00');
            const lines = printed.mock.calls.map(([line]) => String(line));
            expect(lines).toEqual([
              expect.stringMatching(/^fake-server: SMS code \d{6} sent to 13712345678 \(sandbox 'qa/),
            ]);
            expect(controlsIn(lines[0] ?? '')).toEqual([]);
          },
        ),
        { seed: 36, numRuns: 30 },
      );
      printed.mockClear();
      await call(
        app,
        'getSms',
        smsBody('13712345679', DEMO_SID, DEMO_CAPTCHA),
        'qa\u001b]0;pwned\u0007\nfake-server: forged',
      );
      expect(printed.mock.calls[0]?.[0]).toMatch(
        /\(sandbox 'qa\\u001b\]0;pwned\\u0007\\nfake-server: forged'\)$/,
      );
    } finally {
      printed.mockRestore();
    }
  });
});

describe('the SMS rules, on an injected clock', () => {
  it('refuses a second send to the same phone within 60 s, not to another phone, and again after', async () => {
    const clock = manualClock();
    const app = testApp({ now: clock.now });
    const { sid, text } = await captchaSession(app);
    expect((await call(app, 'getSms', smsBody('13712345678', sid, text))).body.code).toBe('00');
    clock.advance(30);
    const soon = await call(app, 'getSms', smsBody('13712345678', sid, text));
    expect(soon.body).toEqual({
      code: '429',
      message: 'Do not send the verification code repeatedly! Try again in 30 s.',
      data: null,
    });
    expect((await call(app, 'getSms', smsBody('13787654321', sid, text))).body.code).toBe('00');
    clock.advance(30);
    expect((await call(app, 'getSms', smsBody('13712345678', sid, text))).body.code).toBe('00');
  });

  it('accepts only the latest code, and not after 10 minutes', async () => {
    const clock = manualClock();
    const app = testApp({ now: clock.now });
    const { sid, text } = await captchaSession(app);
    await call(app, 'getSms', smsBody('13712345678', sid, text));
    const first = (await promotionState(app)).smsCodes[0]?.code ?? '';
    clock.advance(61);
    await call(app, 'getSms', smsBody('13712345678', sid, text));
    const second = (await promotionState(app)).smsCodes[0]?.code ?? '';
    if (first !== second) {
      expect((await call(app, 'register', registerBody('13712345678', sid, text, first))).body.code).toBe(
        '102',
      );
    }
    clock.advance(10 * 60);
    expect((await call(app, 'register', registerBody('13712345678', sid, text, second))).body.code).toBe(
      '102',
    );
  });
});

describe('scenario presets on the promotion flow', () => {
  it('wrong-captcha answers 101 and -1 even for the right captcha; already-registered answers 11', async () => {
    const app = testApp();
    const { sid, text } = await captchaSession(app);
    await request(app).post('/__fake/scenario').send({ name: 'wrong-captcha' });
    expect((await call(app, 'getSms', smsBody('13712345678', sid, text))).body.code).toBe('101');
    expect((await call(app, 'register', registerBody('13712345678', sid, text, '123456'))).body.code).toBe(
      '-1',
    );
    await request(app).post('/__fake/scenario').send({ name: 'already-registered' });
    expect(
      (await call(app, 'register', registerBody('13712345678', sid, text, '123456'))).body,
    ).toMatchObject({
      code: '11',
      message: 'You have registered, please download the APP and log in directly!',
    });
  });
});
