import * as z from 'zod';
import { defineSlice } from './slice.ts';

export const PaymentSchema = z.object({
  payCode: z.string(),
  orderId: z.string(),
  channelNumber: z.string(),
  amount: z.int(),
  isDelay: z.boolean(),
  at: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Payments created by generate-vcode: the codes a borrower was given. */
export const RepaySliceSchema = z.object({ payments: z.array(PaymentSchema) });
export type RepaySlice = z.infer<typeof RepaySliceSchema>;

export const repaySlice = defineSlice({
  schema: RepaySliceSchema,
  seed: (): RepaySlice => ({ payments: [] }),
});
