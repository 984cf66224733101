// `npm run fake -- payments | pay <payCode>`: the pay codes the app made (generate-vcode) and
// "Mark paid", which completes one through the lifecycle (fake-server/README.md).
import { pad, peso } from './fake-cli-format.ts';
import type { AdminCall } from './fake-cli-share.ts';

/** One pay code of GET /__fake/payments. */
export interface PaymentRow {
  payCode: string;
  orderId: string;
  channelNumber: string;
  /** Centavos. */
  amount: number;
  /** An extension (rollover) fee rather than a repayment. */
  isDelay: boolean;
  at: string;
  status: 'pending' | 'paid' | 'superseded';
  paidAt: string | null;
  outcome: string;
  autoPayAt: string | null;
}

/** Lists the sandbox's pay codes, newest first. */
export async function paymentsCommand(
  admin: AdminCall,
  out: (line: string) => void,
  session: string,
): Promise<void> {
  const { payments } = await admin<{ payments: PaymentRow[] }>('GET', '/payments');
  if (payments.length === 0) {
    out(
      `No pay codes in sandbox ${session} yet: the app makes one when a channel is picked on its repayment page.`,
    );
    return;
  }
  out(
    `${pad('CODE', 12)}${pad('ORDER', 10)}${pad('AMOUNT', 14)}${pad('KIND', 11)}${pad('STATUS', 12)}OUTCOME`,
  );
  for (const payment of payments) {
    const kind = payment.isDelay ? 'extension' : 'repayment';
    out(
      `${pad(payment.payCode, 12)}${pad(payment.orderId, 10)}${pad(peso(payment.amount), 14)}${pad(kind, 11)}${pad(payment.status, 12)}${payment.outcome || '-'}`,
    );
  }
}

/**
 * Marks a pending pay code paid, as the channel would, and prints what it did to its order.
 * @example await payCommand(admin, print, '3005392536'); // Payment 3005392536 paid: settled ORD174.
 */
export async function payCommand(
  admin: AdminCall,
  out: (line: string) => void,
  payCode: string,
): Promise<void> {
  const answer = await admin<{ message: string }>('POST', `/payments/${encodeURIComponent(payCode)}/pay`, {});
  out(answer.message);
}
