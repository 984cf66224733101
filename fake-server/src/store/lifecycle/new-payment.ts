import type { Payment } from '../../groups/repay/slice.ts';
import type { Channel } from '../shared/channels.ts';
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

/**
 * A new pending payment with its own 10-digit pay code (never reused in the sandbox for another
 * payment). `codeKey` names what the code pays (order, channel group, purpose); it only varies the
 * digits.
 */
export function addPayment(state: WorldState, input: NewPayment, codeKey = input.channelNumber): Payment {
  state.repay.issued += 1;
  const payCode = String(
    1_000_000_000 + (stableHash(`${input.orderId}/${codeKey}/${state.repay.issued}`) % 9_000_000_000),
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

/**
 * The channels that take the same reference number: every Bills channel (type 1: the wallets' Bills
 * menus and the store's kiosk list the lender as one biller, so one number pays at any of them);
 * a QR channel or a bank's own page has codes of its own.
 */
export function codeGroup(channel: Channel): string {
  return channel.payType === 1 ? 'bills' : channel.channelNumber;
}

/**
 * The one code of an order on a channel for a purpose (the repayment, or the extension fee), made
 * when first asked and then the same wherever it shows: the repayment pages' pay-code box, every
 * generate-vcode of that channel group, the QA page. A pending code is reused; when what is due
 * changed since (the penalty grew overnight, a partial payment landed) it keeps its number and
 * asks the new amount, as a biller's reference number does. Once paid or void, the next ask makes
 * a new code. `autoPayMs` (FAKE_AUTO_PAY_MS) starts when the borrower chooses to pay (generate-
 * vcode), not when a page merely shows the code (null).
 */
export function codeFor(
  state: WorldState,
  channel: Channel,
  input: Omit<NewPayment, 'channelNumber'>,
): Payment {
  const group = codeGroup(channel);
  const groupOf = (channelNumber: string) => {
    const known = state.shared.channels.find((candidate) => candidate.channelNumber === channelNumber);
    return known === undefined ? channelNumber : codeGroup(known);
  };
  const pending = state.repay.payments.find(
    (payment) =>
      payment.status === 'pending' &&
      payment.orderId === input.orderId &&
      payment.isDelay === input.isDelay &&
      groupOf(payment.channelNumber) === group,
  );
  if (pending === undefined) {
    const purpose = input.isDelay ? 'extension' : 'repayment';
    return addPayment(state, { ...input, channelNumber: channel.channelNumber }, `${group}/${purpose}`);
  }
  pending.amount = input.amount;
  if (pending.autoPayAt === null && input.autoPayMs !== null)
    pending.autoPayAt = new Date(input.now.getTime() + input.autoPayMs).toISOString();
  return pending;
}
