import * as z from 'zod';

/** A bank card of the legacy flow; `needsSms` is the bank's rule, not shown to the app. */
export const LegacyCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked, as the app shows it. */
  cardNo: z.string(),
  bankCode: z.string(),
  needsSms: z.boolean(),
});
export type LegacyCard = z.infer<typeof LegacyCardSchema>;

export const RepayTokenSchema = z.object({ token: z.string(), issuedAt: z.string() });

/**
 * A card repayment. `pending` waits for the SMS code, `done` is paid, `superseded` was abandoned
 * (its lock ran out and a newer commit for the order replaced it).
 */
export const RepayRecordSchema = z.object({
  repayRecordId: z.string(),
  orderId: z.string(),
  cardId: z.string(),
  amount: z.int(),
  /** Whether the amount covered what the order owed at commit time; completing it then settles the order. */
  paysOff: z.boolean(),
  needValid: z.union([z.literal(0), z.literal(1)]),
  verifyCode: z.string(),
  status: z.enum(['pending', 'done', 'superseded']),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type RepayRecord = z.infer<typeof RepayRecordSchema>;

/** A redirect to the Huichao gateway (repayment-huichao). */
export const GatewayRedirectSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  amount: z.int(),
  url: z.string(),
  at: z.string(),
});
