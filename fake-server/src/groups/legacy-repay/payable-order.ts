import { fail, type HandlerResult } from '../../api/operation.ts';
import { formatMoney } from '../../store/shared/money.ts';
import { orderMoney } from '../../store/shared/order-money.ts';
import type { Order } from '../../store/shared/orders.ts';
import { repayableOrder } from '../../store/shared/repayable.ts';
import type { WorldState } from '../../store/world.ts';

export type Payable = { ok: true; order: Order; due: number } | { ok: false; result: HandlerResult<never> };

/** The order, if it is open for repayment and the amount is between 1 and what it owes now. */
export function payableOrder(state: WorldState, orderId: string, amount: number, now: Date): Payable {
  const found = repayableOrder(state, orderId);
  if (!found.ok) return found;
  const { order, product } = found;
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
