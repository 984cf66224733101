import { addDays, daysBetween, isoDate } from './dates.ts';
import { basisPoints } from './money.ts';
import { REPAYABLE_STATUSES } from './order-statuses.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';

export interface OrderMoney {
  principal: number;
  interest: number;
  serviceFee: number;
  /** What reaches the borrower: principal less the service fee. */
  received: number;
  overdueDays: number;
  /** The one-off default penalty this order pays once overdue: 1,000 or 800 (repeat client). */
  defaultPenalty: number;
  penalty: number;
  /** Paid so far this period (partial payments). */
  paid: number;
  /** Principal and interest not yet paid: what the daily penalty is a share of. */
  unpaid: number;
  /** Unpaid principal and interest, and the penalty. */
  totalDue: number;
  /** What the repayment page asks for now: the total due while repayable, else 0. */
  repayAmount: number;
  /** Extension (rollover) fee: the interest not yet paid and the penalty (spec §9: extend once these are paid). */
  delayAmount: number;
  /** The due date after an extension of the same period. */
  extendedDueDate: string;
}

/** Spec §9: a one-off default penalty (₱1,000 new clients, ₱800 repeat clients) plus a daily share of the unpaid amount. */
export const DEFAULT_PENALTY = { newClient: 100_000, repeatClient: 80_000 } as const;

/** The daily penalty rate of an overdue day (1 = the day after the due date), in basis points. */
export function dailyPenaltyBp(day: number): number {
  if (day <= 30) return 500;
  if (day <= 90) return 400;
  return 200;
}

export { REPAYABLE_STATUSES } from './order-statuses.ts';

/**
 * The amounts of an order on a given day. Derived from the status each time, so a status QA switch
 * in the admin API shows consistent money everywhere.
 */
export function orderMoney(order: Order, product: Product, now: Date): OrderMoney {
  const interest = basisPoints(order.principal, product.dailyRateBp * order.termDays);
  const serviceFee = basisPoints(order.principal, product.serviceFeeBp);
  const paid = order.lifecycle.paid;
  const unpaid = Math.max(0, order.principal + interest - paid);
  const overdueDays = order.status === 180 ? Math.max(1, daysBetween(order.dueDate, isoDate(now))) : 0;
  const defaultPenalty = order.lifecycle.repeatClient
    ? DEFAULT_PENALTY.repeatClient
    : DEFAULT_PENALTY.newClient;
  let penalty = 0;
  if (overdueDays > 0) {
    penalty = defaultPenalty;
    for (let day = 1; day <= overdueDays; day += 1) penalty += basisPoints(unpaid, dailyPenaltyBp(day));
  }
  const totalDue = unpaid + penalty;
  return {
    principal: order.principal,
    interest,
    serviceFee,
    received: order.principal - serviceFee,
    overdueDays,
    defaultPenalty,
    penalty,
    paid,
    unpaid,
    totalDue,
    repayAmount: REPAYABLE_STATUSES.has(order.status) ? totalDue : 0,
    delayAmount: Math.max(0, interest - paid) + penalty,
    extendedDueDate: addDays(order.dueDate, order.termDays),
  };
}
