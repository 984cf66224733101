import type { Payment } from '../repay.ts';
import { stableHash } from '../shared/stable-hash.ts';
import type { WorldState } from '../world.ts';

/** Pay codes kept per sandbox: every pending one, then the latest paid. */
const PAYMENTS_KEPT = 100;

export interface NewPayment {
  orderId: string;
  channelNumber: string;
  amount: number;
  isDelay: boolean;
  now: Date;
  /** FAKE_AUTO_PAY_MS; null = paid only by hand. */
  autoPayMs: number | null;
}

/** A new pending payment with its own 10-digit pay code (never reused in the sandbox). */
export function addPayment(state: WorldState, input: NewPayment): Payment {
  state.repay.issued += 1;
  const payCode = String(
    1_000_000_000 +
      (stableHash(`${input.orderId}/${input.channelNumber}/${state.repay.issued}`) % 9_000_000_000),
  );
  const payment: Payment = {
    payCode,
    orderId: input.orderId,
    channelNumber: input.channelNumber,
    amount: input.amount,
    isDelay: input.isDelay,
    at: input.now.toISOString(),
    status: 'pending',
    paidAt: null,
    outcome: '',
    autoPayAt:
      input.autoPayMs === null ? null : new Date(input.now.getTime() + input.autoPayMs).toISOString(),
  };
  const payments = state.repay.payments;
  payments.push(payment);
  while (payments.length > PAYMENTS_KEPT) {
    const done = payments.findIndex((candidate) => candidate.status !== 'pending');
    payments.splice(done === -1 ? 0 : done, 1);
  }
  return payment;
}
