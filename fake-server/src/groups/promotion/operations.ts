import {
  ChannelTemplateQueryParams,
  ChannelTemplateResponse,
  GetCaptchaQueryParams,
  GetCaptchaResponse,
  GetSidQueryParams,
  GetSidResponse,
  GetSmsBody,
  GetSmsQueryParams,
  GetSmsResponse,
  RegisterBody,
  RegisterQueryParams,
  RegisterResponse,
  TrackClickQueryParams,
  TrackClickResponse,
  TrackVisitQueryParams,
  TrackVisitResponse,
} from '../../../../openapi/generated/zod/promotion/promotion.zod.ts';
import {
  defineOperation,
  fail,
  type Operation,
  type OperationExample,
  ok,
  raw,
} from '../../api/operation.ts';
import { terminalText } from '../../api/terminal-text.ts';
import { keepLatest } from '../../store/shared/keep-latest.ts';
import { absoluteLink } from '../../store/shared/links.ts';
import { captchaMatches, drawCaptcha, findCaptchaSession } from './captcha.ts';
import { DEMO_CAPTCHA, DEMO_PHONE, DEMO_SID, DEMO_SMS_CODE, PREVIEW_SID } from './promotion-seed.ts';
import { SMS_RESEND_SECONDS, secondsUntilResend, sendSmsCode, validSmsCode } from './sms-codes.ts';
import { track } from './tracking.ts';

/** The spec's and the scenario presets' texts (spec §5, §8; scenarios/presets.ts). */
const WRONG_CAPTCHA = 'The picture captcha is wrong, please try again.';
const SENT_TOO_SOON = 'Do not send the verification code repeatedly!';
const ALREADY_REGISTERED = 'You have registered, please download the APP and log in directly!';
const WRONG_SMS_CODE = 'The SMS code is wrong or has expired, please get a new one.';

const CAPTCHAS_KEPT = 100;

/** Landing configuration of a registration template ('1', '2', '3' are seeded). */
export const channelTemplate = defineOperation({
  operationId: 'channelTemplate',
  writes: [],
  tag: 'promotion',
  method: 'get',
  path: '/api/v2/youmi/service/channel/channel-template',
  envelope: 'plain',
  query: ChannelTemplateQueryParams,
  response: ChannelTemplateResponse,
  examples: (world) => world.promotion.templates.map(({ id }) => ({ query: { templateId: id } })),
  handle: ({ query, state, origin }) => {
    const template = state.promotion.templates.find((candidate) => candidate.id === query.templateId);
    if (template === undefined) {
      const known = state.promotion.templates.map(({ id }) => id).join(', ');
      return fail(
        '404',
        `This promotion page no longer exists (template ${query.templateId}). Templates: ${known}.`,
      );
    }
    return ok({ ...template, downloadUrl: absoluteLink(origin, template.downloadUrl) });
  },
});

const TRACK_EXAMPLE = {
  page_id: '1',
  client_type: 'ios',
  page_type: '1',
  user_from: 'facebook',
  utm_tag: 'payday',
  app_from: 'h5',
};

/** A landing-page visit, kept with its attribution (user_from, utm_tag, app_from) for QA. */
export const trackVisit = defineOperation({
  operationId: 'trackVisit',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'get',
  path: '/api/v2/youmi/promotion/track-visit',
  envelope: 'plain',
  query: TrackVisitQueryParams,
  response: TrackVisitResponse,
  examples: () => [
    { query: TRACK_EXAMPLE },
    { query: { page_id: '2', client_type: 'android', page_type: '1' } },
  ],
  handle: ({ query, state, now }) => ok({ trackId: track(state, 'visit', query, '', now()) }),
});

/** An apply click with the phone typed, kept like a visit. */
export const trackClick = defineOperation({
  operationId: 'trackClick',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'get',
  path: '/api/v2/youmi/promotion/track-click',
  envelope: 'plain',
  query: TrackClickQueryParams,
  response: TrackClickResponse,
  examples: () => [{ query: { ...TRACK_EXAMPLE, phone: '13911112222' } }],
  handle: ({ query, state, now }) => ok({ trackId: track(state, 'click', query, query.phone, now()) }),
});

/** Starts a captcha session; the one call that succeeds with '0'. */
export const getSid = defineOperation({
  operationId: 'getSid',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'get',
  path: '/api/v2/youmi/promotion/get-sid',
  envelope: 'plain',
  query: GetSidQueryParams,
  response: GetSidResponse,
  successCode: '0',
  examples: () => [{}],
  handle: ({ state, now }) => {
    const slice = state.promotion;
    const sid = `SID${slice.nextSidNumber}`;
    slice.nextSidNumber += 1;
    slice.captchas.push({ sid, text: '', issuedAt: now().toISOString() });
    keepLatest(slice.captchas, CAPTCHAS_KEPT);
    return ok({ sid });
  },
});

/** A new captcha image for the session each call; its text is kept for get-sms and register. */
export const getCaptcha = defineOperation({
  operationId: 'getCaptcha',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'get',
  path: '/api/v2/youmi/promotion/get-captcha',
  envelope: 'plain',
  query: GetCaptchaQueryParams,
  response: GetCaptchaResponse,
  examples: () => [{ query: { sid: PREVIEW_SID, a: '1767225600000' } }],
  handle: ({ query, state, emit }) => {
    const session = findCaptchaSession(state, query.sid);
    if (session === undefined) {
      return fail(
        '404',
        `No captcha session ${query.sid}. Call get-sid first, with the same sessionId as this call.`,
      );
    }
    const captcha = drawCaptcha();
    session.text = captcha.text;
    // The text itself stays in GET /__fake/promotion (the stream goes to the dev app too).
    emit('promotion', { issued: 'captcha', sid: session.sid });
    return raw('image/svg+xml', captcha.svg);
  },
});

/**
 * Checks the captcha, refuses a second code to the same phone within 60 s, then "sends" a code:
 * the fake server has no SMS gateway, so the code is in the answer's message (and so in the
 * request log and the QA page), on the server console and in GET /__fake/promotion.
 */
export const getSms = defineOperation({
  operationId: 'getSms',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'post',
  path: '/api/v2/youmi/promotion/get-sms',
  envelope: 'plain',
  query: GetSmsQueryParams,
  body: GetSmsBody,
  response: GetSmsResponse,
  examples: (): OperationExample[] => [
    {
      body: {
        phone: '13911112222',
        capcode: DEMO_CAPTCHA,
        sid: DEMO_SID,
        deviceId: 'web',
        appName: 'PesoGo',
      },
    },
    { body: { phone: '15011112222', capcode: DEMO_CAPTCHA.toLowerCase(), sid: DEMO_SID } },
  ],
  handle: ({ body, state, sandboxId, now, emit }) => {
    if (!captchaMatches(findCaptchaSession(state, body.sid), body.capcode)) return fail('101', WRONG_CAPTCHA);
    const wait = secondsUntilResend(state, body.phone, now());
    if (wait > 0) return fail('429', `${SENT_TOO_SOON} Try again in ${wait} s.`);
    const sms = sendSmsCode(state, body.phone, body.sid, now());
    console.info(
      terminalText(`fake-server: SMS code ${sms.code} sent to ${sms.phone} (sandbox '${sandboxId}')`),
    );
    emit('promotion', { issued: 'sms', phone: sms.phone });
    return ok(
      { expiresIn: SMS_RESEND_SECONDS },
      `Verification code has been sent, please check your phone! (fake SMS code: ${sms.code})`,
    );
  },
});

/** Registers a phone: captcha ('-1'), already registered ('11'), SMS code ('102'), then a new user. */
export const register = defineOperation({
  operationId: 'register',
  writes: ['promotion'],
  tag: 'promotion',
  method: 'post',
  path: '/api/v2/youmi/promotion/register',
  envelope: 'plain',
  query: RegisterQueryParams,
  body: RegisterBody,
  response: RegisterResponse,
  examples: () => [
    {
      body: {
        phone: DEMO_PHONE,
        capcode: DEMO_CAPTCHA,
        sid: DEMO_SID,
        smsCode: DEMO_SMS_CODE,
        userName: DEMO_PHONE,
        merchantNumber: '0',
        deviceId: 'web',
        appName: 'PesoGo',
        invite_code: 'FRIEND50',
        user_from: 'facebook',
        id: '1',
        app_from: 'h5',
        utm_tag: 'payday',
      },
    },
  ],
  handle: ({ body, state, now }) => {
    if (!captchaMatches(findCaptchaSession(state, body.sid), body.capcode)) return fail('-1', WRONG_CAPTCHA);
    if (body.userName !== body.phone)
      return fail('400', 'userName: must be the mobile number (the same as phone)');
    const slice = state.promotion;
    // Checked before the SMS code, so QA reach '11' with a seeded phone without waiting for a code.
    if (slice.registered.some((user) => user.phone === body.phone)) return fail('11', ALREADY_REGISTERED);
    const sms = validSmsCode(state, body.phone, body.smsCode, now());
    if (sms === undefined) return fail('102', WRONG_SMS_CODE);
    sms.used = true;
    const userId = `U${slice.nextUserNumber}`;
    slice.nextUserNumber += 1;
    slice.registered.push({
      phone: body.phone,
      userId,
      templateId: body.id ?? '',
      inviteCode: body.invite_code ?? '',
      at: now().toISOString(),
    });
    return ok({ userId }, 'Registration successful');
  },
});

export const promotionOperations: readonly Operation[] = [
  channelTemplate,
  trackVisit,
  getSid,
  getCaptcha,
  getSms,
  trackClick,
  register,
];
