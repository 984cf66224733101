import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getExtensionQuote,
  getGetExtensionQuoteQueryKey,
  getGetInstalmentPlanQueryKey,
  getInstalmentPlan,
} from '../../api/generated/hooks/repay/repay.ts';
import { paths } from '../../config/paths.ts';
import { type PageOrder, pageOrder } from '../../lib/page-query.ts';
import { keepsNoRepayAnswer } from './repay-info.ts';

/** `/repay`'s first call (and the contract page's): the order's instalment plan (loan-play-detail). */
export const instalmentCall = (order: PageOrder) =>
  firstCall(getGetInstalmentPlanQueryKey(order), (request, signal) =>
    getInstalmentPlan(order, undefined, request, signal),
  );

/** `/repayDelay`'s first call (and the contract page's with `isDelay=1`): the extension (getExtensionQuote). */
export const extensionCall = (order: PageOrder) =>
  firstCall(getGetExtensionQuoteQueryKey(order), (request, signal) =>
    getExtensionQuote(order, undefined, request, signal),
  );

/** The page's early call on the repayment screens (app/first-calls.ts). */
export const repayFirstCalls: FirstCalls = {
  [paths.repay]: (page) => {
    const order = pageOrder(page);
    return order && instalmentCall(order);
  },
  [paths.repayDelay]: (page) => {
    const order = pageOrder(page);
    return order && extensionCall(order);
  },
  [paths.repaymentOfCode2]: (page) => {
    const order = keepsNoRepayAnswer() ? pageOrder(page) : undefined;
    if (order === undefined) return undefined;
    return page.isDelay === '1' ? extensionCall(order) : instalmentCall(order);
  },
};
