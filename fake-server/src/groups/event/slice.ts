import * as z from 'zod';
import { defineSlice } from '../../store/slice.ts';

export const EventRecordSchema = z.object({
  eventId: z.string(),
  productId: z.string(),
  moduleId: z.int(),
  positionId: z.int(),
  at: z.string(),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** Analytics events as the app sent them (event/save). */
export const EventSliceSchema = z.object({ events: z.array(EventRecordSchema), nextEventNumber: z.int() });
export type EventSlice = z.infer<typeof EventSliceSchema>;

export const eventSlice = defineSlice({
  schema: EventSliceSchema,
  seed: (): EventSlice => ({ events: [], nextEventNumber: 1 }),
});
