import { fail, type HandlerResult } from '../../api/operation.ts';
import type { WorldState } from '../world.ts';
import { findOrder, findProduct, unknownOrderMessage } from './lookup.ts';
import { REPAYABLE_STATUSES } from './order-money.ts';
import type { Order } from './orders.ts';
import type { Product } from './products.ts';
import { STATUS_LABELS } from './status-text.ts';

export type Repayable =
  | { ok: true; order: Order; product: Product }
  | { ok: false; result: HandlerResult<never> };

/** The order, if it exists and is open for repayment (170, 174, 180); else the answer saying why. */
export function repayableOrder(state: WorldState, orderId: string): Repayable {
  const order = findOrder(state, orderId);
  const product = order && findProduct(state, order.productId);
  if (order === undefined || product === undefined)
    return { ok: false, result: fail('404', unknownOrderMessage(orderId)) };
  if (!REPAYABLE_STATUSES.has(order.status)) {
    const status = `${STATUS_LABELS[order.status]} (${order.status})`;
    return {
      ok: false,
      result: fail(
        '400',
        `orderId: order ${orderId} is ${status}; only Repaying, Due and Overdue orders can be repaid.`,
      ),
    };
  }
  return { ok: true, order, product };
}

/** The seeded orders open for repayment, for the operations' examples. */
export function repayableOrders(world: WorldState): Order[] {
  return world.shared.orders.filter((order) => REPAYABLE_STATUSES.has(order.status));
}
