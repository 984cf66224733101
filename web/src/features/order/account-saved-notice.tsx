import { useLayoutEffect, useState } from 'react';
import { takeAccountBound } from '../../lib/account-bound.ts';
import './account-saved-notice.css';

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
    <div className="account-saved" role="status">
      {shown && (
        <>
          <svg className="account-saved__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="#fff"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className="account-saved__text">
            <strong>{ACCOUNT_SAVED}</strong>
            <span>Your repayment account for this loan is bound.</span>
          </p>
          <button
            type="button"
            className="account-saved__close"
            aria-label="Dismiss"
            onClick={() => setShown(false)}
          >
            ×
          </button>
        </>
      )}
    </div>
  );
}
