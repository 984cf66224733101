import { useState } from 'react';
import { useFollowLink } from '../../lib/use-follow-link.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import type { ConfirmActions } from './confirm-actions.ts';
import { type ConfirmTerms, withFromConfirm } from './confirm-terms.ts';

/** When the push succeeded but answered a link the app must not open. */
export const ORDER_LINK_REFUSED =
  'Your loan application was sent, but its order page cannot be opened here. Please check your orders in the app.';

/**
 * Loan Now (spec §4): pushes the loan, then replaces this page (no history entry) with the new
 * order's page plus `from=confirm`, by the pay-link rule. One push at a time, also while the next
 * page loads, and none after a push went through; a failure leaves the screen as the borrower left it.
 * @example const { push, pushing } = useLoanPush(actions, terms); <button disabled={pushing} onClick={push}>
 */
export function useLoanPush(actions: ConfirmActions, terms: ConfirmTerms) {
  const follow = useFollowLink();
  const [run, pushing] = useGuardedFlight();
  // Only while the call is out: `pushing` also stays true once the loan went through.
  const [sending, setSending] = useState(false);

  const push = () =>
    run(async () => {
      setSending(true);
      try {
        const link = await actions.push(terms);
        if (link === undefined) return undefined;
        follow(withFromConfirm(link), { replace: true, refused: ORDER_LINK_REFUSED });
        // The loan was applied for, whether or not its page could open: never push it twice.
        return LEFT_PAGE;
      } finally {
        setSending(false);
      }
    });

  return { push, pushing, sending };
}
