import * as z from 'zod';
import { Id, LoanAmount, LoanDays, text, WorldInstant } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

/** Loan pushes of both confirm variants, in order (the orders themselves live in shared.orders). */
export const ConfirmSliceSchema = z.object({
  pushes: z.array(
    z.object({
      orderId: Id,
      productId: Id,
      amount: LoanAmount,
      days: LoanDays,
      via: text(64),
      at: WorldInstant,
    }),
  ),
});
export type ConfirmSlice = z.infer<typeof ConfirmSliceSchema>;

export const confirmSlice = defineSlice({
  schema: ConfirmSliceSchema,
  seed: (): ConfirmSlice => ({ pushes: [] }),
});
