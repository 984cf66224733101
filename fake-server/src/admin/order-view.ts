import type { FakeServer } from '../fake-server.ts';
import type { Payment } from '../groups/repay/slice.ts';
import { codeGroup } from '../store/lifecycle/new-payment.ts';
import { type NextTransition, nextTransitions } from '../store/lifecycle/next-transitions.ts';
import { pendingPayments } from '../store/lifecycle/payments.ts';
import { appQuery } from '../store/shared/links.ts';
import { orderMoney } from '../store/shared/order-money.ts';
import type { Order, OrderFlags, OrderLifecycle } from '../store/shared/orders.ts';
import { STATUS_LABELS } from '../store/shared/status-text.ts';
import type { WorldState } from '../store/world.ts';

/** One row of GET /__fake/orders. */
export interface AdminOrderView {
  orderId: string;
  productId: string;
  productName: string;
  orderStatus: number;
  statusLabel: string;
  note: string;
  flags: OrderFlags;
  /** Dates and money as of the sandbox's now; nothing is due of a rejected or settled order. */
  dueDate: string;
  totalDue: number;
  penalty: number;
  overdueDays: number;
  lifecycle: OrderLifecycle;
  /** What can happen to it next, with the date where the clock decides it. */
  next: NextTransition[];
  /**
   * Pay codes made for it and not paid yet (newest first): "Mark paid" pays one. A repayment's
   * reference number (a Bills channel's code) also has `carpmmUrl`: the app's `/carpmm` page an SMS
   * would link to, with the same code and amount.
   */
  pendingPayments: (Payment & { carpmmUrl?: string })[];
  /** Opens the order in the app, in this sandbox. */
  appUrl: string;
  /** The repayment pages of the order (useful for 170/174/180). */
  repayUrl: string;
  repayDelayUrl: string;
}

/** The query of the order's app links, the same for each of its pages. */
function orderQuery(order: Order, sandboxId: string): string {
  return appQuery({ productId: order.productId, orderId: order.orderId, sessionId: sandboxId });
}

function withCarpmmLink(
  server: FakeServer,
  state: WorldState,
  payment: Payment,
  sandboxId: string,
): Payment & { carpmmUrl?: string } {
  const channel = state.shared.channels.find(
    (candidate) => candidate.channelNumber === payment.channelNumber,
  );
  if (payment.isDelay || channel === undefined || codeGroup(channel) !== 'bills') return payment;
  const query = appQuery({
    requestType: '1',
    amount: String(payment.amount),
    payCode: payment.payCode,
    sessionId: sandboxId,
  });
  return { ...payment, carpmmUrl: `${server.appOrigin}/carpmm?${query}` };
}

export function adminOrderView(
  server: FakeServer,
  state: WorldState,
  order: Order,
  sandboxId: string,
  now: Date,
): AdminOrderView {
  const product = state.shared.products.find((candidate) => candidate.productId === order.productId);
  const money = product && orderMoney(order, product, now);
  const query = orderQuery(order, sandboxId);
  return {
    orderId: order.orderId,
    productId: order.productId,
    productName: product?.name ?? '',
    orderStatus: order.status,
    statusLabel: STATUS_LABELS[order.status],
    note: order.note,
    flags: order.flags,
    dueDate: order.dueDate,
    totalDue: money === undefined || order.status === 110 || order.status === 200 ? 0 : money.totalDue,
    penalty: money?.penalty ?? 0,
    overdueDays: money?.overdueDays ?? 0,
    lifecycle: order.lifecycle,
    next: nextTransitions(order, money, now),
    pendingPayments: pendingPayments(state, order.orderId).map((payment) =>
      withCarpmmLink(server, state, payment, sandboxId),
    ),
    appUrl: `${server.appOrigin}/loanDetail?${query}`,
    repayUrl: `${server.appOrigin}/repay?${query}`,
    repayDelayUrl: `${server.appOrigin}/repayDelay?${query}`,
  };
}
