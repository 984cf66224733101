import * as z from 'zod';

/** The contract's LandingTemplate, as stored (downloadUrl may be a fake-server path). */
export const LandingTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  bannerImage: z.string(),
  buttonText: z.string(),
  appName: z.string(),
  downloadUrl: z.string(),
});
export type LandingTemplate = z.infer<typeof LandingTemplateSchema>;

/** A visit (track-visit) or an apply click (track-click) of a landing page. */
export const TrackRecordSchema = z.object({
  trackId: z.string(),
  kind: z.enum(['visit', 'click']),
  pageId: z.string(),
  clientType: z.string(),
  userFrom: z.string(),
  utmTag: z.string(),
  appFrom: z.string(),
  /** '' for a visit. */
  phone: z.string(),
  at: z.string(),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

/** A captcha session (get-sid); `text` is the captcha last served for it, '' before the first image. */
export const CaptchaSessionSchema = z.object({ sid: z.string(), text: z.string(), issuedAt: z.string() });
export type CaptchaSession = z.infer<typeof CaptchaSessionSchema>;

/** A registration code the fake server "sent" by SMS. */
export const SmsCodeSchema = z.object({
  phone: z.string(),
  code: z.string(),
  sid: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  used: z.boolean(),
});
export type SmsCode = z.infer<typeof SmsCodeSchema>;

export const RegisteredPhoneSchema = z.object({
  phone: z.string(),
  userId: z.string(),
  templateId: z.string(),
  inviteCode: z.string(),
  at: z.string(),
});
export type RegisteredPhone = z.infer<typeof RegisteredPhoneSchema>;
