// The first API call of the screen being opened, started while the rest of the JavaScript is
// still loading (issue 16 "no waterfall"): without it the call waits for main.js, React's first
// render and the route's chunk, one after the other. The answer lands in the query cache under the
// very key the screen asks for, so the screen does not ask twice, and the call is exactly the one
// the screen would send (the same generated request function, the same body from the address).
import type { FetchQueryOptions } from '@tanstack/react-query';
import { getLoanDetailsQueryOptions } from '../api/generated/hooks/order/order.ts';
import { getLoanPlayDetailQueryOptions, getPettypyQueryOptions } from '../api/generated/hooks/repay/repay.ts';
import { paths } from '../config/paths.ts';
import { parsePageQuery } from '../lib/page-query.ts';
import { markFirstCall, queryClient } from './query-client.ts';

type OrderRef = { productId: string; orderId: string };

/** Per screen path, the query options it opens with (the same as its route module uses); main.tsx
 * imports this module only for these paths (FIRST_CALL_PATHS), so other screens do not download it. */
const FIRST_CALLS: Record<string, (order: OrderRef) => FetchQueryOptions> = {
  [paths.loanDetail]: (order) => getLoanDetailsQueryOptions(order) as FetchQueryOptions,
  [paths.order]: (order) => getLoanDetailsQueryOptions(order) as FetchQueryOptions,
  [paths.repay]: (order) => getLoanPlayDetailQueryOptions(order) as FetchQueryOptions,
  [paths.repayDelay]: (order) => getPettypyQueryOptions(order) as FetchQueryOptions,
};

/** Starts the screen's first call for this address, if it has one and the address is complete. */
export function startFirstCall(location: Pick<Location, 'pathname' | 'search'>): void {
  const options = FIRST_CALLS[location.pathname];
  if (options === undefined) return;
  const query = parsePageQuery(location.search);
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  // An incomplete link shows its message and asks nothing: so does this.
  if (productId === '' || orderId === '') return;
  const call = options({ productId, orderId });
  markFirstCall(call.queryKey);
  void queryClient.prefetchQuery(call);
}
