import * as z from 'zod';
import { Id, LinkOrDeepLink, text, WorldInstant } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

/** What the order screen records: Google-score ratings and product jumps (visible to QA). */
export const OrderSliceSchema = z.object({
  scores: z.array(z.object({ score: z.int(), at: WorldInstant })),
  jumps: z.array(
    z.object({
      productKey: Id,
      module: text(64),
      position: text(64),
      link: LinkOrDeepLink,
      at: WorldInstant,
    }),
  ),
});
export type OrderSlice = z.infer<typeof OrderSliceSchema>;

export const orderSlice = defineSlice({
  schema: OrderSliceSchema,
  seed: (): OrderSlice => ({ scores: [], jumps: [] }),
});
