import type { HandlerContext } from '../api/operation.ts';
import { isoDate } from '../store/shared/dates.ts';
import { formatMoney } from '../store/shared/money.ts';
import { newOrder, type Order } from '../store/shared/orders.ts';
import type { Product } from '../store/shared/products.ts';

export type PushResult = { ok: true; order: Order } | { ok: false; field: string; message: string };

/**
 * A loan push of either confirm variant: checks the amount against the product and adds a new
 * order, under review, to the sandbox. Open apps hear about it through the events stream.
 */
export function pushLoan(
  ctx: HandlerContext<unknown, unknown>,
  product: Product,
  amount: number,
  days: number,
  via: string,
): PushResult {
  const { state } = ctx;
  if (amount < product.minAmount || amount > product.maxAmount) {
    return {
      ok: false,
      field: 'amount',
      message: `must be between ${formatMoney(product.minAmount)} and ${formatMoney(product.maxAmount)} for ${product.name}`,
    };
  }
  const seeded = state.shared.orders[0];
  const order = newOrder({
    orderId: `ORD${state.shared.nextOrderNumber}`,
    product,
    principal: amount,
    termDays: days,
    today: isoDate(ctx.now()),
    borrowerName: seeded?.borrowerName ?? 'Juan Dela Cruz',
    account: seeded?.account ?? 'GCash 0917 ••• 0000',
  });
  state.shared.nextOrderNumber += 1;
  state.shared.orders.push(order);
  state.confirm.pushes.push({
    orderId: order.orderId,
    productId: product.productId,
    amount,
    days,
    via,
    at: ctx.now().toISOString(),
  });
  ctx.emit('order-updated', {
    orderId: order.orderId,
    productId: product.productId,
    created: true,
    status: order.status,
  });
  return { ok: true, order };
}
