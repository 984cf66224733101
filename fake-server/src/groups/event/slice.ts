import * as z from 'zod';
import { Count, Id, WorldInstant } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

export const EventRecordSchema = z.object({
  eventId: Id,
  productId: Id,
  moduleId: z.int(),
  positionId: z.int(),
  at: WorldInstant,
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** Analytics events as the app sent them (event/save). */
export const EventSliceSchema = z.object({ events: z.array(EventRecordSchema), nextEventNumber: Count });
export type EventSlice = z.infer<typeof EventSliceSchema>;

export const eventSlice = defineSlice({
  schema: EventSliceSchema,
  seed: (): EventSlice => ({ events: [], nextEventNumber: 1 }),
});
