// The promotion panel: what a tester types into the register page, read from the sandbox's
// promotion slice (GET /__fake/promotion): the captcha text each session was last shown and the
// latest SMS code of each phone. Redrawn on the server's 'promotion' event.
import type { CaptchaSession, SmsCode } from '../../src/groups/promotion/promotion-records.ts';
import { api, guarded } from './api.ts';
import { $, el } from './dom.ts';

/** Sessions and phones shown: the newest; older ones are in GET /__fake/promotion. */
const SHOWN = 5;

export interface PromotionView {
  /** Newest first. */
  captchas: CaptchaSession[];
  /** Newest first. */
  smsCodes: SmsCode[];
}

const clockTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;

/** A value to type, large, with its accessible name saying what it is for. */
function secret(label: string, value: string, meta: string, spent = false): HTMLElement {
  const text = el('span', { className: spent ? 'value spent' : 'value', textContent: value });
  text.setAttribute('aria-label', `${label}: ${value}`);
  return el('div', { className: 'secret' }, text, el('span', { className: 'meta', textContent: meta }));
}

/** The captchas drawn so far (a session before its first picture has no text yet and is left out). */
export function captchaLines(view: PromotionView): HTMLElement[] {
  const drawn = view.captchas.filter((session) => session.text !== '').slice(0, SHOWN);
  if (drawn.length === 0)
    return [el('p', { className: 'empty', textContent: 'No captcha yet: open the register page.' })];
  return drawn.map((session) =>
    secret(
      `Captcha of ${session.sid}`,
      session.text,
      `${session.sid} · since ${clockTime(session.issuedAt)}`,
    ),
  );
}

/** The latest code of each phone: the one register accepts (a new send replaces the older). */
export function smsLines(view: PromotionView): HTMLElement[] {
  const latest = new Map<string, SmsCode>();
  for (const sms of view.smsCodes) if (!latest.has(sms.phone)) latest.set(sms.phone, sms);
  const lines = [...latest.values()].slice(0, SHOWN);
  if (lines.length === 0)
    return [
      el('p', { className: 'empty', textContent: 'No SMS code yet: ask for one on the register page.' }),
    ];
  return lines.map((sms) =>
    secret(
      `SMS code for ${sms.phone}`,
      sms.code,
      `${sms.phone} · ${sms.used ? 'used' : `valid until ${sms.expiresAt.slice(11, 16)} UTC`}`,
      sms.used,
    ),
  );
}

export const loadPromotion = guarded(async () => {
  const view = await api<PromotionView>('GET', '/promotion');
  $('#promotion-captchas').replaceChildren(...captchaLines(view));
  $('#promotion-sms').replaceChildren(...smsLines(view));
});
