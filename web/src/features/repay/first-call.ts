import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getLoanPlayDetailQueryKey,
  getPettypyQueryKey,
  loanPlayDetail,
  pettypy,
} from '../../api/generated/hooks/repay/repay.ts';
import { SCREEN_ANSWER } from '../../api/screen-answer.ts';
import { paths } from '../../config/paths.ts';
import { REPAY_INFO_KEY } from '../../config/storage-keys.ts';
import { type PageOrder, pageOrder } from '../../lib/page-query.ts';

/** `/repay`'s first call (and the contract page's): the order's instalment plan (loan-play-detail). */
export const instalmentCall = (order: PageOrder) =>
  firstCall(getLoanPlayDetailQueryKey(order), (signal) =>
    loanPlayDetail(order, undefined, SCREEN_ANSWER, signal),
  );

/** `/repayDelay`'s first call (and the contract page's with `isDelay=1`): the extension (pettypy). */
export const extensionCall = (order: PageOrder) =>
  firstCall(getPettypyQueryKey(order), (signal) => pettypy(order, undefined, SCREEN_ANSWER, signal));

/**
 * The contract page asks only when the tab keeps no repayment answer (sessionStorage `repayInfo`,
 * DESIGN §10, written by the repayment pages): with one, it may show that and ask nothing. Any kept
 * value sends nothing early, even one the page would ignore (another order, an old shape).
 */
function keepsNoRepayAnswer(): boolean {
  try {
    return sessionStorage.getItem(REPAY_INFO_KEY) === null;
  } catch {
    return false;
  }
}

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
