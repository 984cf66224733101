import { randomInt } from 'node:crypto';
import { keepLatest } from '../../store/shared/keep-latest.ts';
import type { WorldState } from '../../store/world.ts';
import type { SmsCode } from './promotion-records.ts';

/** Spec §9: the SMS button counts down 60 s; the server refuses a second send within it. */
export const SMS_RESEND_SECONDS = 60;
/** How long a sent code registers; a typical SMS gateway setting. */
export const SMS_VALID_MINUTES = 10;

const SMS_KEPT = 100;

function latestTo(state: WorldState, phone: string): SmsCode | undefined {
  return state.promotion.smsCodes.findLast((sms) => sms.phone === phone);
}

/** Seconds the phone must still wait before another code may be sent; 0 when it may be sent now. */
export function secondsUntilResend(state: WorldState, phone: string, now: Date): number {
  const latest = latestTo(state, phone);
  if (latest === undefined) return 0;
  const elapsedMs = now.getTime() - Date.parse(latest.sentAt);
  return Math.max(0, Math.ceil(SMS_RESEND_SECONDS - elapsedMs / 1000));
}

/** "Sends" a new 6-digit code to a phone: the code is kept for register and shown to QA. */
export function sendSmsCode(state: WorldState, phone: string, sid: string, now: Date): SmsCode {
  const sms: SmsCode = {
    phone,
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    sid,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SMS_VALID_MINUTES * 60_000).toISOString(),
    used: false,
  };
  state.promotion.smsCodes.push(sms);
  keepLatest(state.promotion.smsCodes, SMS_KEPT);
  return sms;
}

/** The phone's latest code if it is the one typed, unused and not expired; a new send replaces older codes. */
export function validSmsCode(
  state: WorldState,
  phone: string,
  typed: string,
  now: Date,
): SmsCode | undefined {
  const latest = latestTo(state, phone);
  if (latest === undefined || latest.used || latest.code !== typed.trim()) return undefined;
  return Date.parse(latest.expiresAt) > now.getTime() ? latest : undefined;
}
