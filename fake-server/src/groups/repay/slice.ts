import * as z from 'zod';
import { Centavos, Count, Id, PayCode, text, WorldInstant } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

export const PaymentSchema = z.object({
  payCode: PayCode,
  orderId: Id,
  /** A channel's number, or 'partner' for a payment on the partner's own page. */
  channelNumber: Id,
  amount: Centavos,
  isDelay: z.boolean(),
  at: WorldInstant,
  /** pending until paid (QA page, CLI, a partner page, FAKE_AUTO_PAY_MS); superseded once another payment settled or extended the order. */
  status: z.enum(['pending', 'paid', 'superseded']),
  paidAt: WorldInstant.nullable(),
  /** What paying it did ('settled ORD174', 'extended ORD174R to …', 'partial …'). */
  outcome: text(1000),
  /** When FAKE_AUTO_PAY_MS pays it by itself (the sandbox's clock); null = only by hand. */
  autoPayAt: WorldInstant.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Payments created by generate-vcode: the codes a borrower was given, pending until paid. */
export const RepaySliceSchema = z.object({
  payments: z.array(PaymentSchema),
  /** Pay codes made so far: numbers every new code (the list itself is bounded). */
  issued: Count,
});
export type RepaySlice = z.infer<typeof RepaySliceSchema>;

export const repaySlice = defineSlice({
  schema: RepaySliceSchema,
  seed: (): RepaySlice => ({ payments: [], issued: 0 }),
});
