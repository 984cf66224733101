import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOAN_PUSH_UNANSWERED_KEY_PREFIX } from '../../config/storage-keys.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { clearSessionFlag, getSessionFlag, setSessionFlag } from '../../lib/session-flags.ts';
import { useFollowLink } from '../../lib/use-follow-link.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import type { ConfirmActions } from './confirm-actions.ts';
import { type ConfirmTerms, withFromConfirm } from './confirm-terms.ts';

/** When the push succeeded but answered a link the app must not open. */
export const ORDER_LINK_REFUSED =
  'Your loan application was sent, but its order page cannot be opened here. Please check your orders in the app.';

/** Where the push is: not yet, on its way, or through (the loan was applied for). */
export type PushPhase = 'idle' | 'sending' | 'sent';

/**
 * Loan Now (spec §4): pushes the loan, then replaces this page (no history entry) with the new
 * order's page plus `from=confirm`, by the pay-link rule. One push at a time, also while the next
 * page loads, and none after a push went through; a failure leaves the screen as the borrower left it.
 * A push whose answer never reached the page (reloaded or closed while it was out) may have gone
 * through: `unanswered` says so when the page opens again, until `applyAgain` (the borrower chose
 * to apply anyway) or an answer.
 * @example const { push, phase } = useLoanPush(actions, terms); <Button busy={phase === 'sending'} onClick={push}>
 */
export function useLoanPush(actions: ConfirmActions, terms: ConfirmTerms) {
  const follow = useFollowLink();
  const [run] = useGuardedFlight();
  const [phase, setPhase] = useState<PushPhase>('idle');
  const productId = parsePageQuery(useLocation().search).productId ?? '';
  const unansweredKey = LOAN_PUSH_UNANSWERED_KEY_PREFIX + productId;
  const [unanswered, setUnanswered] = useState(() => getSessionFlag(unansweredKey));
  // A page that is gone (reloaded, left) never hears the answer: the note stays for the next one.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const push = () =>
    run(async () => {
      setPhase('sending');
      setSessionFlag(unansweredKey);
      let phaseAfter: PushPhase = 'idle';
      try {
        const link = await actions.push(terms);
        if (link === undefined) return undefined;
        // The loan was applied for, whether or not its page can open: never push it twice.
        phaseAfter = 'sent';
        follow(withFromConfirm(link), { replace: true, refused: ORDER_LINK_REFUSED });
        return LEFT_PAGE;
      } finally {
        if (mounted.current) {
          clearSessionFlag(unansweredKey);
          setUnanswered(false);
          setPhase(phaseAfter);
        }
      }
    });

  const applyAgain = () => {
    clearSessionFlag(unansweredKey);
    setUnanswered(false);
    return push();
  };

  return { push, phase, unanswered, applyAgain };
}
