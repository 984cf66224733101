import * as z from 'zod';
import { defineSlice } from '../../store/slice.ts';

export const PaymentSchema = z.object({
  payCode: z.string(),
  orderId: z.string(),
  channelNumber: z.string(),
  amount: z.int(),
  isDelay: z.boolean(),
  at: z.string(),
  /** pending until paid (QA page, CLI, a partner page, FAKE_AUTO_PAY_MS); superseded once another payment settled or extended the order. */
  status: z.enum(['pending', 'paid', 'superseded']),
  paidAt: z.string().nullable(),
  /** What paying it did ('settled ORD174', 'extended ORD174R to …', 'partial …'). */
  outcome: z.string(),
  /** When FAKE_AUTO_PAY_MS pays it by itself (the sandbox's clock); null = only by hand. */
  autoPayAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Payments created by generate-vcode: the codes a borrower was given, pending until paid. */
export const RepaySliceSchema = z.object({
  payments: z.array(PaymentSchema),
  /** Pay codes made so far: numbers every new code (the list itself is bounded). */
  issued: z.int().min(0),
});
export type RepaySlice = z.infer<typeof RepaySliceSchema>;

export const repaySlice = defineSlice({
  schema: RepaySliceSchema,
  seed: (): RepaySlice => ({ payments: [], issued: 0 }),
});
