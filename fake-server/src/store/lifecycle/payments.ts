import type { Payment } from '../../groups/repay/slice.ts';
import { addDays, isoDate } from '../shared/dates.ts';
import { findOrder, findProduct } from '../shared/lookup.ts';
import { formatMoney } from '../shared/money.ts';
import { orderMoney, REPAYABLE_STATUSES } from '../shared/order-money.ts';
import type { Order, OrderStatus } from '../shared/orders.ts';
import { LAST_WORLD_DAY } from '../shared/world-range.ts';
import type { WorldState } from '../world.ts';
import { enterStatus } from './enter-status.ts';
import { statusName } from './transitions.ts';

/** A status change the lifecycle made, told to open apps and the QA page. */
export interface LifecycleChange {
  orderId: string;
  productId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** Every status passed through, in order (the clock may move an order several steps at once). */
  path: OrderStatus[];
  /** What moved it: 'clock', 'payment 1234567890', 'legacy card repayment', … */
  via: string;
}

/** The `order-updated` event of a lifecycle change (the QA page and the bridge simulator read it). */
export function lifecycleEventData(change: LifecycleChange) {
  return {
    orderId: change.orderId,
    productId: change.productId,
    changes: ['orderStatus'],
    order: { orderStatus: change.to },
    from: change.from,
    path: change.path,
    via: change.via,
  };
}

export type PaymentResult =
  | { ok: true; payment: Payment; order: Order; change: LifecycleChange | undefined; message: string }
  | { ok: false; status: 404 | 409; message: string };

/** The status an order whose due date is `dueDate` has on `today` while it is being repaid. */
export function repayingStatus(dueDate: string, today: string): OrderStatus {
  if (today < dueDate) return 170;
  return today === dueDate ? 174 : 180;
}

/** Settles an order paid in full today (200). */
export function settle(order: Order, now: Date): void {
  enterStatus(order, 200, isoDate(now), now);
}

/**
 * Why an extension cannot move the order's due date: it would pass the last day a world holds
 * (store/shared/world-range.ts; only a due date already near it, imported, or moved there by a
 * hundred extensions, can). Undefined when it can.
 */
export function extensionRefusal(order: Order): string | undefined {
  const moved = addDays(order.dueDate, order.termDays);
  if (moved <= LAST_WORLD_DAY) return undefined;
  return `an extension would move ${order.orderId}'s due date from ${order.dueDate} to ${moved}, past ${LAST_WORLD_DAY}, the last day the fake world holds; pay the full amount instead, or switch the order's status first`;
}

/**
 * An extension paid: the due date moves by the term (spec §9: the same period), what was paid
 * beyond the interest carries over, and the penalty goes with the old due date. The period's
 * interest and penalty count towards the loan's total cost (the cap of content/legal/loan-rates.ts).
 */
function extend(order: Order, interest: number, penalty: number, now: Date): void {
  const life = order.lifecycle;
  order.dueDate = addDays(order.dueDate, order.termDays);
  life.paid = Math.max(0, life.paid - interest);
  life.charged += interest + penalty;
  order.status = repayingStatus(order.dueDate, isoDate(now));
}

/**
 * Completes a pending payment as of `now`: the full amount settles the order; an extension fee
 * extends it; less than either counts towards the order as a partial payment. The order must
 * still be open for repayment.
 */
export function payPayment(
  state: WorldState,
  payCode: string,
  now: Date,
  via = `payment ${payCode}`,
): PaymentResult {
  const payment = state.repay.payments.find((candidate) => candidate.payCode === payCode);
  if (payment === undefined) {
    const pending = state.repay.payments.filter((candidate) => candidate.status === 'pending');
    const known =
      pending.length === 0 ? 'none is pending' : `pending: ${pending.map((p) => p.payCode).join(', ')}`;
    return { ok: false, status: 404, message: `No payment ${payCode} in this sandbox (${known}).` };
  }
  if (payment.status !== 'pending') {
    const when = payment.paidAt === null ? '' : ` at ${payment.paidAt}`;
    return {
      ok: false,
      status: 409,
      message: `Payment ${payCode} is already ${payment.status}${when}: ${payment.outcome || 'nothing to do'}.`,
    };
  }
  const order = findOrder(state, payment.orderId);
  const product = order && findProduct(state, order.productId);
  if (order === undefined || product === undefined)
    return {
      ok: false,
      status: 404,
      message: `Payment ${payCode} names order ${payment.orderId}, which is not in this sandbox.`,
    };
  if (!REPAYABLE_STATUSES.has(order.status))
    return {
      ok: false,
      status: 409,
      message: `Order ${order.orderId} is ${statusName(order.status)}: nothing is owed, so payment ${payCode} cannot complete.`,
    };
  const from = order.status;
  const money = orderMoney(order, product, now);
  let outcome: string;
  if (payment.isDelay && payment.amount >= money.delayAmount) {
    const refused = extensionRefusal(order);
    if (refused !== undefined)
      return { ok: false, status: 409, message: `Payment ${payCode} cannot complete: ${refused}.` };
    extend(order, money.interest, money.penalty, now);
    outcome = `extended ${order.orderId}: due ${order.dueDate}, ${statusName(order.status)}`;
  } else if (!payment.isDelay && payment.amount >= money.totalDue) {
    settle(order, now);
    outcome = `settled ${order.orderId}`;
  } else if (!payment.isDelay && payment.amount >= money.unpaid) {
    // A code made before the penalty grew still covers principal and interest: the penalty is a
    // share of what is unpaid, so with nothing unpaid it lapses and the loan is repaid.
    settle(order, now);
    outcome = `settled ${order.orderId} (principal and interest paid; the ${formatMoney(money.penalty)} penalty on them lapses)`;
  } else {
    order.lifecycle.paid += payment.amount;
    const owed = orderMoney(order, product, now).totalDue;
    const short = payment.isDelay ? money.delayAmount : money.totalDue;
    outcome = `partial payment of ${formatMoney(payment.amount)} towards ${order.orderId} (${formatMoney(short)} was due); it still owes ${formatMoney(owed)}`;
  }
  // Whatever it paid (principal, interest, penalty, an extension fee) counts in the loan's repaid total.
  order.lifecycle.repaid += payment.amount;
  payment.status = 'paid';
  payment.paidAt = now.toISOString();
  payment.outcome = outcome;
  // The order's other codes were made for amounts this payment changed: they can no longer be paid.
  if (order.status === 200 || payment.isDelay) supersedeOthers(state, payment, outcome);
  const change =
    order.status === from
      ? undefined
      : {
          orderId: order.orderId,
          productId: order.productId,
          from,
          to: order.status,
          path: [from, order.status],
          via,
        };
  return { ok: true, payment, order, change, message: `Payment ${payCode} paid: ${outcome}.` };
}

function supersedeOthers(state: WorldState, paid: Payment, outcome: string): void {
  for (const other of state.repay.payments) {
    if (other === paid || other.orderId !== paid.orderId || other.status !== 'pending') continue;
    other.status = 'superseded';
    other.outcome = `void: payment ${paid.payCode} ${outcome}`;
  }
}

/** Pending payments of an order, newest first. */
export function pendingPayments(state: WorldState, orderId: string): Payment[] {
  return state.repay.payments.filter((p) => p.orderId === orderId && p.status === 'pending').reverse();
}
