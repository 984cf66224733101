import { addDays, daysBetween, isoDate } from './dates.ts';
import { basisPoints } from './money.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';

export interface OrderMoney {
  principal: number;
  interest: number;
  serviceFee: number;
  /** What reaches the borrower: principal less the service fee. */
  received: number;
  overdueDays: number;
  penalty: number;
  /** Principal, interest and penalty. */
  totalDue: number;
  /** What the repayment page asks for now: the total due while repayable, else 0. */
  repayAmount: number;
  /** Extension (rollover) fee: interest and penalty (spec §9: extend once these are paid). */
  delayAmount: number;
  /** The due date after an extension of the same period. */
  extendedDueDate: string;
}

/** Spec §9: a one-off default penalty (₱1,000 new clients) plus a daily share of the unpaid amount. */
const DEFAULT_PENALTY = 100_000;

function dailyPenaltyBp(day: number): number {
  if (day <= 30) return 500;
  if (day <= 90) return 400;
  return 200;
}

export const REPAYABLE_STATUSES: ReadonlySet<number> = new Set([170, 174, 180]);

/**
 * The amounts of an order on a given day. Derived from the status each time, so a status QA switch
 * in the admin API shows consistent money everywhere.
 */
export function orderMoney(order: Order, product: Product, now: Date): OrderMoney {
  const interest = basisPoints(order.principal, product.dailyRateBp * order.termDays);
  const serviceFee = basisPoints(order.principal, product.serviceFeeBp);
  const unpaid = order.principal + interest;
  const overdueDays = order.status === 180 ? Math.max(1, daysBetween(order.dueDate, isoDate(now))) : 0;
  let penalty = 0;
  if (overdueDays > 0) {
    penalty = DEFAULT_PENALTY;
    for (let day = 1; day <= overdueDays; day += 1) penalty += basisPoints(unpaid, dailyPenaltyBp(day));
  }
  const totalDue = unpaid + penalty;
  return {
    principal: order.principal,
    interest,
    serviceFee,
    received: order.principal - serviceFee,
    overdueDays,
    penalty,
    totalDue,
    repayAmount: REPAYABLE_STATUSES.has(order.status) ? totalDue : 0,
    delayAmount: interest + penalty,
    extendedDueDate: addDays(order.dueDate, order.termDays),
  };
}
