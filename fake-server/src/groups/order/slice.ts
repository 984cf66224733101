import * as z from 'zod';
import { defineSlice } from '../../store/slice.ts';

/** What the order screen records: Google-score ratings and product jumps (visible to QA). */
export const OrderSliceSchema = z.object({
  scores: z.array(z.object({ score: z.int(), at: z.string() })),
  jumps: z.array(
    z.object({
      productKey: z.string(),
      module: z.string(),
      position: z.string(),
      link: z.string(),
      at: z.string(),
    }),
  ),
});
export type OrderSlice = z.infer<typeof OrderSliceSchema>;

export const orderSlice = defineSlice({
  schema: OrderSliceSchema,
  seed: (): OrderSlice => ({ scores: [], jumps: [] }),
});
