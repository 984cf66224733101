import svgCaptcha from 'svg-captcha';
import type { WorldState } from '../../store/world.ts';
import type { CaptchaSession } from './promotion-records.ts';

/** A freshly drawn captcha: the SVG the visitor sees and the text the server checks against. */
export interface DrawnCaptcha {
  text: string;
  svg: string;
}

/** Four characters (spec §9: captcha cap 4), leaving out the ones people mix up (0/o, 1/i/l/I). */
export function drawCaptcha(): DrawnCaptcha {
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI' });
  return { text: captcha.text, svg: captcha.data };
}

export function findCaptchaSession(state: WorldState, sid: string): CaptchaSession | undefined {
  return state.promotion.captchas.find((session) => session.sid === sid);
}

/** Whether the typed captcha is the one last shown for the session; case does not matter. */
export function captchaMatches(session: CaptchaSession | undefined, typed: string): boolean {
  return (
    session !== undefined && session.text !== '' && session.text.toLowerCase() === typed.trim().toLowerCase()
  );
}
