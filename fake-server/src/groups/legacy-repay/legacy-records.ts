import * as z from 'zod';
import { Centavos, Id, Link, text, WorldInstant } from '../../store/shared/stored-values.ts';

/** A bank card of the legacy flow; `needsSms` is the bank's rule, not shown to the app. */
export const LegacyCardSchema = z.object({
  id: Id,
  bankName: text(100),
  /** Masked, as the app shows it. */
  cardNo: text(32),
  bankCode: text(32),
  needsSms: z.boolean(),
});
export type LegacyCard = z.infer<typeof LegacyCardSchema>;

export const RepayTokenSchema = z.object({ token: text(200), issuedAt: WorldInstant });

/**
 * A card repayment. `pending` waits for the SMS code, `done` is paid, `superseded` was abandoned
 * (its lock ran out and a newer commit for the order replaced it).
 */
export const RepayRecordSchema = z.object({
  repayRecordId: Id,
  orderId: Id,
  cardId: Id,
  amount: Centavos,
  /** Whether the amount covered what the order owed at commit time; completing it then settles the order. */
  paysOff: z.boolean(),
  needValid: z.union([z.literal(0), z.literal(1)]),
  verifyCode: text(6),
  status: z.enum(['pending', 'done', 'superseded']),
  createdAt: WorldInstant,
  doneAt: WorldInstant.nullable(),
});
export type RepayRecord = z.infer<typeof RepayRecordSchema>;

/** A redirect to the Huichao gateway (repayment-huichao). */
export const GatewayRedirectSchema = z.object({
  orderId: Id,
  userId: text(64),
  amount: Centavos,
  url: Link,
  at: WorldInstant,
});
