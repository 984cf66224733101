import { countOf } from '../../../../content/count.ts';
import { isoDate } from '../../store/shared/dates.ts';
import { formatMoney } from '../../store/shared/money.ts';
import { type OrderMoney, penaltyBasis } from '../../store/shared/order-money.ts';
import type { Order } from '../../store/shared/orders.ts';
import type { Product } from '../../store/shared/products.ts';

export interface TextValue {
  text: string;
  value: string;
}

/**
 * What a settled order was repaid in all: every payment on record, penalties and extension fees
 * included; with none on record (seeded, or settled by a QA switch) it was repaid on time.
 */
export function repaidTotal(order: Order, money: OrderMoney): number {
  return order.lifecycle.repaid > 0 ? order.lifecycle.repaid : money.principal + money.interest;
}

/**
 * The day a review ends by, as a date alone (spec §7: YYYY-MM-DD): the day of the last moment
 * before the decision, so a decision at midnight (seeded reviews end at the next one) reads as the
 * day before it, never as "00:00" of the next day.
 * @example decisionDay('2026-11-26T00:00:00.000Z') // '2026-11-25'
 */
export function decisionDay(decisionAt: string): string {
  return isoDate(new Date(Date.parse(decisionAt) - 1));
}

/**
 * The order screen's detail lines: what a borrower would see at this status. The order screen's
 * summary reads some of them by their label (web/src/features/order/order-summary.ts): a
 * review's 'Decision by' and a disbursement's 'Arrives by' come from the order's own lifecycle,
 * so they are the instants the clock moves it at.
 */
export function orderDetailLines(order: Order, product: Product, money: OrderMoney): TextValue[] {
  const lines: TextValue[] = [
    { text: 'Order No.', value: order.orderId },
    { text: 'Product', value: product.name },
    { text: 'Loan amount', value: formatMoney(money.principal) },
    { text: 'Loan term', value: countOf(order.termDays, 'day') },
    { text: 'Apply date', value: order.appliedAt },
  ];
  if (order.status === 21) {
    lines.push({ text: 'Decision by', value: decisionDay(order.lifecycle.decisionAt) });
    return lines;
  }
  if (order.status === 110) return lines;
  lines.push(
    { text: 'Service fee', value: formatMoney(money.serviceFee) },
    { text: 'Received amount', value: formatMoney(money.received) },
    { text: 'Receiving account', value: order.account },
  );
  if (order.status === 151) {
    // Credited at the start of its credit day (nextClockStep): the money is there by that day.
    if (order.lifecycle.creditDate !== '')
      lines.push({ text: 'Arrives by', value: order.lifecycle.creditDate });
    return lines;
  }
  lines.push(
    { text: 'Disbursement date', value: order.disbursedAt },
    { text: 'Interest', value: formatMoney(money.interest) },
  );
  if (order.status === 200) {
    const repaid = repaidTotal(order, money);
    // What was paid beyond principal and interest has its own row, so the rows add up to the total.
    const beyond = repaid - money.principal - money.interest;
    if (beyond > 0) lines.push({ text: 'Penalties and extension fees', value: formatMoney(beyond) });
    lines.push(
      { text: 'Repaid amount', value: formatMoney(repaid) },
      { text: 'Settled on', value: order.settledAt },
    );
    return lines;
  }
  lines.push({ text: 'Due date', value: order.dueDate });
  if (order.status === 180) {
    lines.push(
      { text: 'Overdue days', value: String(money.overdueDays) },
      { text: 'Penalty', value: formatMoney(money.penalty) },
      { text: 'Penalty basis', value: penaltyBasis(money, formatMoney) },
    );
  }
  // After a partial payment the lines still add up: loan + interest + penalty - this = amount due.
  if (money.paid > 0) lines.push({ text: 'Repaid so far', value: formatMoney(money.paid) });
  lines.push({ text: 'Amount due', value: formatMoney(money.totalDue) });
  return lines;
}
