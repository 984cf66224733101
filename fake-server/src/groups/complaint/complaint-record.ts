import * as z from 'zod';
import {
  Count,
  Id,
  IdOrNone,
  Link,
  text,
  WorldDateTime,
  WorldInstant,
} from '../../store/shared/stored-values.ts';
import { MAX_COMPLAINT_IMAGES } from './complaint-save-check.ts';

export const ComplaintStatusSchema = z.enum(['processing', 'processed']);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** One complaint as the server keeps it; the answers show titles, not numbers. */
export const ComplaintRecordSchema = z.object({
  problemId: Id,
  type: z.int().min(0),
  /** 0 when the type has no sub-types. */
  sonType: z.int().min(0),
  /** '' when the complaint names no order. */
  orderNo: IdOrNone,
  /** At most 200 characters (spec §9, the contract's problemDetail). */
  content: text(200),
  images: z.array(Link).max(MAX_COMPLAINT_IMAGES),
  /** YYYY-MM-DD HH:MM:SS (UTC). */
  time: WorldDateTime,
  status: ComplaintStatusSchema,
  disposeDetail: text(2000),
  disposeImages: z.array(Link).max(MAX_COMPLAINT_IMAGES),
  /** 1 = replied and not yet rated: the details page asks for a rating. */
  isNeedScore: z.union([z.literal(0), z.literal(1)]),
  score: z.int().min(1).max(5).nullable(),
});
export type ComplaintRecord = z.infer<typeof ComplaintRecordSchema>;

/** An uploaded evidence image; the bytes live in memory (upload-store.ts), not in the saved state. */
export const ComplaintUploadSchema = z.object({
  file: text(200),
  url: Link,
  mimeType: text(100),
  size: Count,
  at: WorldInstant,
});
export type ComplaintUpload = z.infer<typeof ComplaintUploadSchema>;
