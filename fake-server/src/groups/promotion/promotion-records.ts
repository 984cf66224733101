import * as z from 'zod';
import { Id, Link, text, WorldInstant } from '../../store/shared/stored-values.ts';

/** The contract's LandingTemplate, as stored (downloadUrl may be a fake-server path). */
export const LandingTemplateSchema = z.object({
  id: Id,
  title: text(200),
  subtitle: text(500),
  bannerImage: Link,
  buttonText: text(100),
  appName: text(100),
  downloadUrl: Link,
});
export type LandingTemplate = z.infer<typeof LandingTemplateSchema>;

/** A visit (track-visit) or an apply click (track-click) of a landing page. */
export const TrackRecordSchema = z.object({
  trackId: Id,
  kind: z.enum(['visit', 'click']),
  pageId: text(64),
  clientType: text(32),
  userFrom: text(100),
  utmTag: text(100),
  appFrom: text(100),
  /** '' for a visit. */
  phone: text(11),
  at: WorldInstant,
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

/** A captcha session (get-sid); `text` is the captcha last served for it, '' before the first image. */
export const CaptchaSessionSchema = z.object({ sid: text(64), text: text(16), issuedAt: WorldInstant });
export type CaptchaSession = z.infer<typeof CaptchaSessionSchema>;

/** A registration code the fake server "sent" by SMS. */
export const SmsCodeSchema = z.object({
  phone: text(11),
  code: text(6),
  sid: text(64),
  sentAt: WorldInstant,
  expiresAt: WorldInstant,
  used: z.boolean(),
});
export type SmsCode = z.infer<typeof SmsCodeSchema>;

export const RegisteredPhoneSchema = z.object({
  phone: text(11),
  userId: Id,
  templateId: text(64),
  inviteCode: text(64),
  at: WorldInstant,
});
export type RegisteredPhone = z.infer<typeof RegisteredPhoneSchema>;
