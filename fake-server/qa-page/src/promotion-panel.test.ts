import { describe, expect, it } from 'vitest';
import { captchaLines, type PromotionView, smsLines } from './promotion-panel.ts';

const sms = (phone: string, code: string, used = false) => ({
  phone,
  code,
  sid: 'SID1',
  sentAt: '2026-03-10T09:00:00Z',
  expiresAt: '2026-03-10T09:10:00Z',
  used,
});

describe('the promotion panel', () => {
  it('shows the captcha of each session that drew one, newest first', () => {
    const view: PromotionView = {
      captchas: [
        { sid: 'SID3', text: '', issuedAt: '2026-03-10T09:02:00Z' },
        { sid: 'SID2', text: 'aB3d', issuedAt: '2026-03-10T09:01:00Z' },
      ],
      smsCodes: [],
    };
    expect(
      captchaLines(view).map((line) => line.querySelector('.value')?.getAttribute('aria-label')),
    ).toEqual(['Captcha of SID2: aB3d']);
    expect(smsLines(view)[0]?.textContent).toBe('No SMS code yet: ask for one on the register page.');
  });

  it("shows each phone's latest code only, a used one struck through", () => {
    const view: PromotionView = {
      captchas: [],
      smsCodes: [
        sms('13911112222', '222222'),
        sms('13911112222', '111111'),
        sms('15011112222', '333333', true),
      ],
    };
    const lines = smsLines(view);
    expect(lines.map((line) => line.querySelector('.value')?.getAttribute('aria-label'))).toEqual([
      'SMS code for 13911112222: 222222',
      'SMS code for 15011112222: 333333',
    ]);
    expect(lines[1]?.querySelector('.value')?.className).toBe('value spent');
    expect(lines[1]?.textContent).toContain('used');
    expect(captchaLines(view)[0]?.textContent).toBe('No captcha yet: open the register page.');
  });
});
