import {
  costRoom,
  latePenalty,
  serviceFee as loanServiceFee,
  penaltyBpPerMonth,
  percent,
  termInterest,
} from '../../../../content/legal/loan-rates.ts';
import { addDays, daysBetween, isoDate } from './dates.ts';
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
  /** The late-payment penalty a month on the amount due, in basis points (5 %, 4 % for a repeat client). */
  penaltyBpPerMonth: number;
  penalty: number;
  /** Paid so far this period (partial payments). */
  paid: number;
  /** Principal and interest not yet paid: the amount due the penalty is a share of. */
  unpaid: number;
  /** Unpaid principal and interest, and the penalty. */
  totalDue: number;
  /** What the repayment page asks for now: the total due while repayable, else 0. */
  repayAmount: number;
  /** Extension (rollover) fee: the interest not yet paid and the penalty (spec §9: extend once these are paid). */
  delayAmount: number;
  /** The due date after an extension of the same period. */
  extendedDueDate: string;
  /** The interest of the period an extension starts (what the total-cost cap leaves of a full term's). */
  extendedInterest: number;
  /** Interest, fees and penalties charged so far, this period's included: at most the principal. */
  totalCost: number;
}

export { REPAYABLE_STATUSES } from './order-statuses.ts';

/**
 * What a penalty is a share of, as a borrower reads it beside the amount: the monthly rate, the
 * amount due it counts on and the days.
 * @example penaltyBasis({ penaltyBpPerMonth: 500, unpaid: 985_000, overdueDays: 13 }, formatMoney)
 * // '5% a month of ₱9,850.00 for 13 days'
 */
export function penaltyBasis(
  money: Pick<OrderMoney, 'penaltyBpPerMonth' | 'unpaid' | 'overdueDays'>,
  format: (centavos: number) => string,
): string {
  const days = money.overdueDays === 1 ? '1 day' : `${money.overdueDays} days`;
  return `${percent(money.penaltyBpPerMonth)} a month of ${format(money.unpaid)} for ${days}`;
}

/**
 * The amounts of an order on a given day. Derived from the status each time, so a status QA switch
 * in the admin API shows consistent money everywhere. Interest, fee and penalty come from the rate
 * table (content/legal/loan-rates.ts) and stay within its caps: a term's interest and the penalty
 * take only what the total-cost cap leaves once the fee and earlier periods are counted.
 */
export function orderMoney(order: Order, product: Product, now: Date): OrderMoney {
  const fullInterest = termInterest(order.principal, product.dailyRateBp, order.termDays);
  const serviceFee = loanServiceFee(order.principal, product.serviceFeeBp, fullInterest, order.termDays);
  const before = serviceFee + order.lifecycle.charged;
  const interest = Math.min(fullInterest, costRoom(order.principal, before));
  const paid = order.lifecycle.paid;
  const unpaid = Math.max(0, order.principal + interest - paid);
  const overdueDays = order.status === 180 ? Math.max(1, daysBetween(order.dueDate, isoDate(now))) : 0;
  const bpPerMonth = penaltyBpPerMonth(order.lifecycle.repeatClient);
  const penalty =
    overdueDays > 0
      ? Math.min(latePenalty(unpaid, overdueDays, bpPerMonth), costRoom(order.principal, before + interest))
      : 0;
  const totalDue = unpaid + penalty;
  return {
    principal: order.principal,
    interest,
    serviceFee,
    received: order.principal - serviceFee,
    overdueDays,
    penaltyBpPerMonth: bpPerMonth,
    penalty,
    paid,
    unpaid,
    totalDue,
    repayAmount: REPAYABLE_STATUSES.has(order.status) ? totalDue : 0,
    delayAmount: Math.max(0, interest - paid) + penalty,
    extendedDueDate: addDays(order.dueDate, order.termDays),
    extendedInterest: Math.min(fullInterest, costRoom(order.principal, before + interest + penalty)),
    totalCost: before + interest + penalty,
  };
}
