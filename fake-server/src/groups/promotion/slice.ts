import * as z from 'zod';
import { Count } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';
import {
  CaptchaSessionSchema,
  LandingTemplateSchema,
  RegisteredPhoneSchema,
  SmsCodeSchema,
  TrackRecordSchema,
} from './promotion-records.ts';
import { seedPromotion } from './promotion-seed.ts';

/** The promotion group's state: landing templates, tracking, captcha sessions, SMS codes, registrations. */
export const PromotionSliceSchema = z.object({
  templates: z.array(LandingTemplateSchema),
  tracks: z.array(TrackRecordSchema),
  nextTrackNumber: Count,
  captchas: z.array(CaptchaSessionSchema),
  nextSidNumber: Count,
  smsCodes: z.array(SmsCodeSchema),
  registered: z.array(RegisteredPhoneSchema),
  nextUserNumber: Count,
});
export type PromotionSlice = z.infer<typeof PromotionSliceSchema>;

export const promotionSlice = defineSlice({
  schema: PromotionSliceSchema,
  seed: ({ shared, refDate }): PromotionSlice => ({
    ...seedPromotion(shared, refDate),
    tracks: [],
    nextTrackNumber: 1,
    nextSidNumber: 1001,
    nextUserNumber: 1002,
  }),
});
