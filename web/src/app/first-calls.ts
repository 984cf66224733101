import type { FirstCall, FirstCalls } from '../api/first-call.ts';
import { bindBankFirstCalls } from '../features/bind-bank/first-call.ts';
import { complaintFirstCalls } from '../features/complaint/first-call.ts';
import { complaintListFirstCalls } from '../features/complaint-list/first-call.ts';
import { confirmFirstCalls } from '../features/confirm/first-call.ts';
import { customerServiceFirstCalls } from '../features/customer-service/first-call.ts';
import { jointLoginFirstCalls } from '../features/joint-login/first-call.ts';
import { legacyRepayFirstCalls } from '../features/legacy-repay/first-call.ts';
import { orderFirstCalls } from '../features/order/first-call.ts';
import { repayFirstCalls } from '../features/repay/first-call.ts';
import { parsePageQuery } from '../lib/page-query.ts';
import { routeKey } from '../lib/route-key.ts';

/**
 * The screens whose first call the page's early script sends, each declared in its feature folder.
 * A screen whose first call depends on anything else than the page address and the tab's kept
 * values is not here: it asks after main.js.
 */
const FIRST_CALLS: FirstCalls = Object.fromEntries(
  Object.entries({
    ...orderFirstCalls,
    ...repayFirstCalls,
    ...confirmFirstCalls,
    ...complaintFirstCalls,
    ...complaintListFirstCalls,
    ...customerServiceFirstCalls,
    ...bindBankFirstCalls,
    ...jointLoginFirstCalls,
    ...legacyRepayFirstCalls,
  }).map(([path, call]) => [routeKey(path), call]),
);

/** The route paths (as routeKey writes them) whose screens have an early first call. */
export function screensWithEarlyCall(): string[] {
  return Object.keys(FIRST_CALLS);
}

/**
 * The first call of the screen at this address, or undefined when it has none or would ask
 * nothing (an incomplete link shows its message instead).
 * @example firstCallAt({ pathname: '/repay', search: '?productId=P1&orderId=O1' })?.queryKey
 */
export function firstCallAt(location: Pick<Location, 'pathname' | 'search'>): FirstCall<unknown> | undefined {
  return FIRST_CALLS[routeKey(location.pathname)]?.(parsePageQuery(location.search));
}
