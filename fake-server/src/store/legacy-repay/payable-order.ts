import { fail, type HandlerResult } from '../../api/operation.ts';
import { findOrder, findProduct, unknownOrderMessage } from '../shared/lookup.ts';
import { formatMoney } from '../shared/money.ts';
import { orderMoney, REPAYABLE_STATUSES } from '../shared/order-money.ts';
import type { Order } from '../shared/orders.ts';
import { STATUS_LABELS } from '../shared/status-text.ts';
import type { WorldState } from '../world.ts';

export type Payable = { ok: true; order: Order; due: number } | { ok: false; result: HandlerResult<never> };

/** The order, if it is open for repayment and the amount is between 1 and what it owes now. */
export function payableOrder(state: WorldState, orderId: string, amount: number, now: Date): Payable {
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
  const due = orderMoney(order, product, now).totalDue;
  if (amount < 1 || amount > due) {
    return {
      ok: false,
      result: fail(
        '400',
        `amount: must be between 1 and ${due} (${formatMoney(due)}, what ${orderId} owes now)`,
      ),
    };
  }
  return { ok: true, order, due };
}
