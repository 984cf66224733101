import { useFollowLink } from '../../lib/use-follow-link.ts';
import { LEFT_PAGE, useSingleFlight } from '../../lib/use-single-flight.ts';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import type { ConfirmActions } from './confirm-actions.ts';
import { type ConfirmTerms, withFromConfirm } from './confirm-terms.ts';

/** When the push succeeded but answered a link the app must not open. */
export const ORDER_LINK_REFUSED =
  'Your loan application was sent, but its order page cannot be opened here. Please check your orders in the app.';

/**
 * Loan Now (spec §4): pushes the loan, then replaces this page (no history entry) with the new
 * order's page plus `from=confirm`, by the pay-link rule. One push at a time, also while the next
 * page loads; a failure leaves the screen as the borrower left it.
 * @example const { push, pushing } = useLoanPush(actions, terms); <button disabled={pushing} onClick={push}>
 */
export function useLoanPush(actions: ConfirmActions, terms: ConfirmTerms) {
  const follow = useFollowLink();
  const [run, pushing] = useSingleFlight();

  const push = () =>
    run(async () => {
      try {
        const link = await actions.push(terms);
        if (
          link !== undefined &&
          follow(withFromConfirm(link), { replace: true, refused: ORDER_LINK_REFUSED })
        )
          return LEFT_PAGE;
      } catch {
        showToast(NETWORK_ERROR);
      }
      return undefined;
    });

  return { push, pushing };
}
