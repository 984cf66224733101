import type { SharedWorld } from '../../store/shared/shared-world.ts';
import { seedLandingTemplates } from './landing-templates.ts';
import type { CaptchaSession, LandingTemplate, RegisteredPhone, SmsCode } from './promotion-records.ts';

const DAY_MS = 86_400_000;

/** A phone registered before the world began: register (and QA) get '11' for it. */
export const REGISTERED_PHONE = '13800000000';

/**
 * A captcha session whose text is known without reading the image, and a standing SMS code, so a
 * script (the README's curl examples, the conformance test) can register without an SMS gateway.
 */
export const DEMO_SID = 'SID-DEMO';
export const DEMO_CAPTCHA = 'K7PX';
export const DEMO_PHONE = '13900000000';
export const DEMO_SMS_CODE = '246810';
/** A second known session for get-captcha examples, which replace the session's text. */
export const PREVIEW_SID = 'SID-PREVIEW';

export interface PromotionSeed {
  templates: LandingTemplate[];
  captchas: CaptchaSession[];
  smsCodes: SmsCode[];
  registered: RegisteredPhone[];
}

export function seedPromotion(shared: Readonly<SharedWorld>, refDate: Date): PromotionSeed {
  const at = (days: number) => new Date(refDate.getTime() + days * DAY_MS).toISOString();
  return {
    templates: seedLandingTemplates(shared.products),
    captchas: [
      { sid: DEMO_SID, text: DEMO_CAPTCHA, issuedAt: at(-1) },
      { sid: PREVIEW_SID, text: 'M4QZ', issuedAt: at(-1) },
    ],
    // Sent yesterday (so no 60 s wait) and valid for a month, unlike a real code's 10 minutes.
    smsCodes: [
      {
        phone: DEMO_PHONE,
        code: DEMO_SMS_CODE,
        sid: DEMO_SID,
        sentAt: at(-1),
        expiresAt: at(30),
        used: false,
      },
    ],
    registered: [
      { phone: REGISTERED_PHONE, userId: 'U1000', templateId: '1', inviteCode: '', at: at(-40) },
      { phone: '13912345678', userId: 'U1001', templateId: '2', inviteCode: 'FRIEND50', at: at(-12) },
    ],
  };
}
