import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { DEMO_PHONE, DEMO_SMS_CODE } from './promotion-seed.ts';
import { secondsUntilResend, sendSmsCode, validSmsCode } from './sms-codes.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 9, 0, seconds));

describe('the SMS rules', () => {
  it('counts the 60 s down from the last send to the phone', () => {
    const state = testWorld();
    expect(secondsUntilResend(state, '13711112222', at(0))).toBe(0);
    sendSmsCode(state, '13711112222', 'SID1', at(0));
    expect(secondsUntilResend(state, '13711112222', at(1))).toBe(59);
    expect(secondsUntilResend(state, '13711112222', at(59))).toBe(1);
    expect(secondsUntilResend(state, '13711112222', at(60))).toBe(0);
    expect(secondsUntilResend(state, '13799998888', at(1))).toBe(0);
  });

  it('sends six digits, valid for 10 minutes and once', () => {
    const state = testWorld();
    const sms = sendSmsCode(state, '13711112222', 'SID1', at(0));
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(validSmsCode(state, '13711112222', sms.code, at(599))).toBe(sms);
    expect(validSmsCode(state, '13711112222', sms.code, at(600))).toBeUndefined();
    sms.used = true;
    expect(validSmsCode(state, '13711112222', sms.code, at(1))).toBeUndefined();
  });

  it('seeds a standing demo code for scripted registrations', () => {
    const state = testWorld();
    expect(validSmsCode(state, DEMO_PHONE, DEMO_SMS_CODE, at(0))).toBeDefined();
  });
});
