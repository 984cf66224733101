import { useLayoutEffect, useState } from 'react';
import { takeAccountBound } from '../../lib/account-bound.ts';
import { SuccessNotice } from './success-notice.tsx';

/** What the order page says after the bank form it opened bound an account (not a spec string). */
export const ACCOUNT_SAVED = 'Bank account saved';

/**
 * The visible result of binding an account from this order page (bind-card dialog → /bindBank →
 * back here): a success line at the top of the page until dismissed, said once per binding.
 * @example <AccountSavedNotice orderId={order.orderId} />
 */
export function AccountSavedNotice({ orderId }: { orderId: string }) {
  const [shown, setShown] = useState(false);
  // Before paint, so the page does not jump when the line appears.
  useLayoutEffect(() => {
    if (takeAccountBound(orderId)) setShown(true);
  }, [orderId]);

  return (
    <SuccessNotice shown={shown} title={ACCOUNT_SAVED} onDismiss={() => setShown(false)}>
      Your repayment account for this loan is bound.
    </SuccessNotice>
  );
}
