import * as z from 'zod';
import { text, WorldInstant } from './shared/stored-values.ts';
import { defineSlice } from './slice.ts';

/** One upstream answer recorded in record mode, redacted before it was stored. */
export const RecordedAnswerSchema = z.object({
  operationId: text(64),
  /** Which request it answers: its orderId and productId ('' when it names none). */
  key: text(200),
  /** The answer's JSON envelope, personal data replaced by stable fakes. */
  answer: z.unknown(),
  recordedAt: WorldInstant,
});
export type RecordedAnswer = z.infer<typeof RecordedAnswerSchema>;

/**
 * A real backend's answers, recorded (redacted) through the validating proxy: with no upstream
 * set, the sandbox answers a recorded call with them instead of the fake's own.
 * A sandbox export carries them, so a recording travels and loads as any export does.
 */
export const RecordedSliceSchema = z.object({ answers: z.array(RecordedAnswerSchema) });
export type RecordedSlice = z.infer<typeof RecordedSliceSchema>;

export const recordedSlice = defineSlice({
  schema: RecordedSliceSchema,
  seed: (): RecordedSlice => ({ answers: [] }),
});
