import { fail, type HandlerContext, type HandlerResult, ok } from '../../api/operation.ts';
import { loanDetailPath } from '../../store/shared/links.ts';
import { findProduct, unknownProductMessage } from '../../store/shared/lookup.ts';
import { formatMoney } from '../../store/shared/money.ts';
import { newOrder } from '../../store/shared/orders.ts';

export interface LoanPush {
  productId: string;
  amount: number;
  days: number;
  /** How the variant names the amount field, for the message of a refused amount. */
  amountField: string;
  /** The operation that pushed, recorded with the push. */
  via: string;
}

/**
 * A loan push of either confirm variant: checks the product and the amount, adds a new order,
 * under review, to the sandbox and answers its details URL. Open apps hear about it through the
 * events stream.
 */
export function placeLoanOrder(
  ctx: HandlerContext<unknown, unknown>,
  { productId, amount, days, amountField, via }: LoanPush,
): HandlerResult<{ lendDetailsUrl: string }> {
  const { state } = ctx;
  const product = findProduct(state, productId);
  if (product === undefined) return fail('404', unknownProductMessage(productId));
  if (amount < product.minAmount || amount > product.maxAmount) {
    const range = `${formatMoney(product.minAmount)} and ${formatMoney(product.maxAmount)}`;
    return fail('400', `${amountField}: must be between ${range} for ${product.name}`);
  }
  const seeded = state.shared.orders[0];
  const order = newOrder({
    orderId: `ORD${state.shared.nextOrderNumber}`,
    product,
    principal: amount,
    termDays: days,
    now: ctx.now(),
    borrowerName: seeded?.borrowerName ?? 'Juan Dela Cruz',
    account: seeded?.account ?? 'GCash 0917 ••• 0000',
    // A borrower who has repaid a loan before is a repeat client (the lower late penalty).
    repeatClient: state.shared.orders.some((candidate) => candidate.status === 200),
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
  return ok({ lendDetailsUrl: loanDetailPath(product.productId, order.orderId) });
}
