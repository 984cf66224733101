import { countOf } from '../../../../content/count.ts';
import { formatMoney } from './money.ts';
import type { OrderMoney } from './order-money.ts';
import type { OrderStatus } from './order-statuses.ts';
import type { Order } from './orders.ts';

export { STATUS_LABELS } from './order-statuses.ts';

type Describe = (order: Order, money: OrderMoney) => string;

/** Two phrasings per status; each order picks one at seed time (`textVariant`). */
const DESCRIPTIONS: Record<OrderStatus, readonly [Describe, Describe]> = {
  21: [
    () => 'Your application is being reviewed. We will let you know within 1 day.',
    (order) => `We received your application on ${order.appliedAt}. A decision follows within 1 day.`,
  ],
  110: [
    () => 'Sorry, your application was not approved this time. Other products may suit you.',
    (order) => `Your application of ${order.appliedAt} was not approved. You may apply again later.`,
  ],
  151: [
    (_order, money) =>
      `${formatMoney(money.received)} is on its way to your account; it arrives within 1-3 days.`,
    (order) => `We are sending the money to ${order.account}. It usually arrives within 1-3 days.`,
  ],
  170: [
    (order, money) => `Your next repayment of ${formatMoney(money.totalDue)} is due on ${order.dueDate}.`,
    (order) => `Repay by ${order.dueDate} to keep a good record and raise your limit.`,
  ],
  174: [
    (order, money) => `Your repayment of ${formatMoney(money.totalDue)} is due today (${order.dueDate}).`,
    () => 'Your loan is due today. Repay now to avoid a penalty.',
  ],
  180: [
    (_order, money) =>
      `Your repayment is ${countOf(money.overdueDays, 'day')} overdue. A penalty of ${formatMoney(money.penalty)} applies.`,
    (order, money) =>
      `Overdue since ${order.dueDate}. Pay ${formatMoney(money.totalDue)} now to stop the penalty growing.`,
  ],
  200: [
    (order) => `Settled on ${order.settledAt}. Thank you! You can borrow again anytime.`,
    () => 'Your loan is fully repaid. Good record: borrow again with a higher limit.',
  ],
};

export function statusDescription(order: Order, money: OrderMoney): string {
  return DESCRIPTIONS[order.status][order.textVariant](order, money);
}
