import * as z from 'zod';
import { defineSlice } from '../../store/slice.ts';

/** Loan pushes of both confirm variants, in order (the orders themselves live in shared.orders). */
export const ConfirmSliceSchema = z.object({
  pushes: z.array(
    z.object({
      orderId: z.string(),
      productId: z.string(),
      amount: z.int(),
      days: z.int(),
      via: z.string(),
      at: z.string(),
    }),
  ),
});
export type ConfirmSlice = z.infer<typeof ConfirmSliceSchema>;

export const confirmSlice = defineSlice({
  schema: ConfirmSliceSchema,
  seed: (): ConfirmSlice => ({ pushes: [] }),
});
