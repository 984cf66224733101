import * as z from 'zod';

export const ComplaintStatusSchema = z.enum(['processing', 'processed']);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** One complaint as the server keeps it; the answers show titles, not numbers. */
export const ComplaintRecordSchema = z.object({
  problemId: z.string(),
  type: z.int(),
  /** 0 when the type has no sub-types. */
  sonType: z.int(),
  /** '' when the complaint names no order. */
  orderNo: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  /** YYYY-MM-DD HH:MM:SS (UTC). */
  time: z.string(),
  status: ComplaintStatusSchema,
  disposeDetail: z.string(),
  disposeImages: z.array(z.string()),
  /** 1 = replied and not yet rated: the details page asks for a rating. */
  isNeedScore: z.union([z.literal(0), z.literal(1)]),
  score: z.int().min(1).max(5).nullable(),
});
export type ComplaintRecord = z.infer<typeof ComplaintRecordSchema>;

/** An uploaded evidence image; the bytes live in memory (upload-store.ts), not in the saved state. */
export const ComplaintUploadSchema = z.object({
  file: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.int(),
  at: z.string(),
});
export type ComplaintUpload = z.infer<typeof ComplaintUploadSchema>;
