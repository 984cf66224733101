import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type {
  CardInit,
  FlaggedErrorEnvelope,
  LoanDetailsOk,
} from '../../../../openapi/generated/model/index.ts';
import { isOk } from '../../api/envelope.ts';
import { bindCardNew, cardChange } from '../../api/generated/hooks/bind-bank/bind-bank.ts';
import { getLoanDetailsQueryKey } from '../../api/generated/hooks/order/order.ts';
import { closeWebView, endBank } from '../../bridge/actions';
import { noteAccountBound } from '../../lib/account-bound.ts';
import { useBackToOrder } from '../../lib/order-trail.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';
import { type BankChoice, bindBody, firstMissing } from './bank-form.ts';

/** Said when the account is bound but no shell closes the web view. */
export const ACCOUNT_BOUND = 'Your payment account is bound. You can close this page.';

/** The source the order page opens the form with (spec §2). */
export const FROM_ORDER_PAGE = 'loanDetail';

/**
 * Next (spec §4 bank form): asks for the first empty field shown, then binds the account through
 * `bind-card-new`, or `card-change` when the order page opened the form. Afterwards the shell's bank
 * capture ends and the web view closes; from the order page the borrower goes back to it instead,
 * which then says the account was saved (AccountSavedNotice).
 * One submit at a time; a failure keeps everything typed.
 */
export function useBindAccount(form: CardInit) {
  const query = parsePageQuery(useLocation().search);
  const productId = query.product_id ?? '';
  const fromOrder = query.source === FROM_ORDER_PAGE;
  const toOrder = useBackToOrder();
  const queryClient = useQueryClient();
  const [run, sending] = useGuardedFlight();

  const submit = (choice: BankChoice) =>
    run(async () => {
      const missing = firstMissing(form, choice);
      if (missing) {
        showToast(`Please complete: ${missing.title}`);
        return undefined;
      }
      const bind = fromOrder ? cardChange : bindCardNew;
      const answer = await bind(bindBody(form, choice, productId), undefined, { loadingText: 'Loading' });
      // A refused form was already toasted by the shared client (its message names the field).
      if (!isOk(answer)) return undefined;
      if (fromOrder) {
        // The order page's bind-card popup is answered: its cached order must not ask again
        // while the page refetches it.
        queryClient.setQueriesData<LoanDetailsOk | FlaggedErrorEnvelope>(
          { queryKey: getLoanDetailsQueryKey().slice(0, 2) },
          (old) => (old !== undefined && isOk(old) ? { ...old, data: { ...old.data, cardNeedPop: 0 } } : old),
        );
        // The order page says the result: going back in history carries none, a session note does.
        noteAccountBound(query.orderId ?? '');
        toOrder({ productId, orderId: query.orderId ?? '' }, { replace: true });
      } else {
        endBank();
        // Without a shell to close the web view (a plain browser), say that it is done.
        if (!closeWebView()) showInfo(ACCOUNT_BOUND);
      }
      return LEFT_PAGE;
    });

  return { submit, sending };
}
