import { CLIENT_TOAST, type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getRepaymentWayQueryKey,
  repaymentWay,
} from '../../api/generated/hooks/legacy-repay/legacy-repay.ts';
import { paths } from '../../config/paths.ts';
import { type PageQuery, pageOrder } from '../../lib/page-query.ts';
import { isPayableAmount } from '../../lib/validators.ts';

/**
 * `/legacyRepay`'s first call: the borrower's bank cards (repayment-way). The shared client toasts
 * its non-success message (the screen then says the spec's card-list message).
 */
export const cardListCall = () =>
  firstCall(
    getRepaymentWayQueryKey(),
    (request, signal) => repaymentWay(undefined, request, signal),
    CLIENT_TOAST,
  );

/** The screen asks only for a link with its order and a payable amount. */
export const isPayableLink = (page: PageQuery) =>
  pageOrder(page) !== undefined && isPayableAmount(page.amount ?? '');

/** The page's early call on `/legacyRepay` (app/first-calls.ts). */
export const legacyRepayFirstCalls: FirstCalls = {
  [paths.legacyRepay]: (page) => (isPayableLink(page) ? cardListCall() : undefined),
};
