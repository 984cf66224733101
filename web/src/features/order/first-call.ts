import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import { getLoanDetailsQueryKey, loanDetails } from '../../api/generated/hooks/order/order.ts';
import { paths } from '../../config/paths.ts';
import { type PageOrder, pageOrder } from '../../lib/page-query.ts';

/** The order details screen's first call: the order's details (loan-details). */
export const orderDetailsCall = (order: PageOrder) =>
  firstCall(getLoanDetailsQueryKey(order), (request, signal) =>
    loanDetails(order, undefined, request, signal),
  );

const forPageOrder: FirstCalls[string] = (page) => {
  const order = pageOrder(page);
  return order && orderDetailsCall(order);
};

/** The page's early call on `/loanDetail` and `/order` (app/first-calls.ts). */
export const orderFirstCalls: FirstCalls = {
  [paths.loanDetail]: forPageOrder,
  [paths.order]: forPageOrder,
};
