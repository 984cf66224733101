import { formatMoney } from '../../store/shared/money.ts';
import { orderMoney, REPAYABLE_STATUSES } from '../../store/shared/order-money.ts';
import type { Order } from '../../store/shared/orders.ts';
import { STATUS_LABELS } from '../../store/shared/status-text.ts';
import type { WorldState } from '../../store/world.ts';
import { allowsCollectionComplaint } from './collection-rule.ts';

/** The contract's ComplaintOrder: an order card of the complaint page. */
export interface ComplaintOrderView {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: string;
  list: { title: string; value: string }[];
  isShow: 0 | 1;
}

function rows(state: WorldState, order: Order, now: Date): ComplaintOrderView['list'] {
  const list = [
    { title: 'Loan amount', value: formatMoney(order.principal) },
    { title: 'Apply date', value: order.appliedAt },
  ];
  // Under review and rejected loans have no due date yet.
  if (order.status !== 21 && order.status !== 110) list.push({ title: 'Due date', value: order.dueDate });
  const product = state.shared.products.find((candidate) => candidate.productId === order.productId);
  if (product !== undefined && REPAYABLE_STATUSES.has(order.status)) {
    list.push({ title: 'Amount due', value: formatMoney(orderMoney(order, product, now).totalDue) });
  }
  return list;
}

export function complaintOrder(state: WorldState, order: Order, now: Date): ComplaintOrderView {
  const product = state.shared.products.find((candidate) => candidate.productId === order.productId);
  return {
    orderNo: order.orderId,
    productLogo: product?.logo ?? '',
    productName: product?.name ?? order.productId,
    status: STATUS_LABELS[order.status],
    list: rows(state, order, now),
    isShow: allowsCollectionComplaint(order) ? 1 : 0,
  };
}

/** The borrower's orders, latest application first (a loan push today comes before seeded ones). */
export function ordersNewestFirst(state: WorldState): Order[] {
  return state.shared.orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => b.order.appliedAt.localeCompare(a.order.appliedAt) || b.index - a.index)
    .map(({ order }) => order);
}
