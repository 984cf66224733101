import { countOf } from '../../../../content/count.ts';
import type { OrderMoney } from '../../store/shared/order-money.ts';
import type { Order } from '../../store/shared/orders.ts';

/** Whole days, as a borrower reads them: '1 day', '20 days'. */
export function dayCount(days: number): string {
  return countOf(days, 'day');
}

/**
 * The repayment page's banner (noticeMsg) as it fits the order today. The seeded text tells a
 * borrower to pay before 10 PM on the due date: right while the due date is ahead, wrong on it
 * and after it, when a real lender's banner says what is due now. Orders without a banner
 * (isShowReyTop 0) keep their stored text, empty as seeded.
 * @example repayNotice(order, orderMoney(order, product, now), isoDate(now))
 */
export function repayNotice(order: Order, money: OrderMoney, today: string): string {
  if (order.repay.isShowReyTop !== 1) return order.repay.noticeMsg;
  if (money.overdueDays > 0)
    return `This loan is ${dayCount(money.overdueDays)} overdue and a penalty is added every day until it is paid. Pay now to stop it growing.`;
  if (order.dueDate === today) return 'Due today: pay before 10 PM so the payment posts today.';
  return order.repay.noticeMsg;
}
