import type { FakeServer } from '../fake-server.ts';
import type { Order, OrderFlags } from '../store/shared/orders.ts';
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
  /** Opens the order in the app, in this sandbox. */
  appUrl: string;
  /** The repayment pages of the order (useful for 170/174/180). */
  repayUrl: string;
  repayDelayUrl: string;
}

function appLink(server: FakeServer, path: string, order: Order, sandboxId: string): string {
  const query = new URLSearchParams({
    productId: order.productId,
    orderId: order.orderId,
    sessionId: sandboxId,
  });
  return `${server.appOrigin}${path}?${query}`;
}

export function adminOrderView(
  server: FakeServer,
  state: WorldState,
  order: Order,
  sandboxId: string,
): AdminOrderView {
  const product = state.shared.products.find((candidate) => candidate.productId === order.productId);
  return {
    orderId: order.orderId,
    productId: order.productId,
    productName: product?.name ?? '',
    orderStatus: order.status,
    statusLabel: STATUS_LABELS[order.status],
    note: order.note,
    flags: order.flags,
    appUrl: appLink(server, '/loanDetail', order, sandboxId),
    repayUrl: appLink(server, '/repay', order, sandboxId),
    repayDelayUrl: appLink(server, '/repayDelay', order, sandboxId),
  };
}
