import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { pageOrder, parsePageQuery } from './page-query.ts';

/**
 * The order a repayment screen is about, from the page address (`productId`, `orderId`, and
 * `isDelay=1` for the extension); `complete` is false when either id is missing (pageOrder).
 */
export function useOrderQuery() {
  const query = parsePageQuery(useLocation().search);
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  // One object per order, so effects that depend on it run when the order changes, not every render.
  const order = useMemo(() => ({ productId, orderId }), [productId, orderId]);
  return {
    query,
    order,
    isDelay: query.isDelay === '1',
    complete: pageOrder(query) !== undefined,
  };
}
