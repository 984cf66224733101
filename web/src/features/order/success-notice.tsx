import type { ReactNode } from 'react';
import './success-notice.css';

/**
 * A result said at the top of the order page, in a live region so it is announced when it
 * appears: a green check, a title, a line of detail, and Dismiss. Nothing shows when `shown` is
 * false (the empty region stays, so a later result is announced).
 * @example <SuccessNotice shown={bound} title="Bank account saved" onDismiss={() => setBound(false)}>Your repayment account for this loan is bound.</SuccessNotice>
 */
export function SuccessNotice({
  shown,
  title,
  children,
  onDismiss,
}: {
  shown: boolean;
  title: string;
  children: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div className="order-notice" role="status">
      {shown && (
        <>
          <svg className="order-notice__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
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
          <p className="order-notice__text">
            <strong>{title}</strong>
            <span>{children}</span>
          </p>
          <button type="button" className="order-notice__close" aria-label="Dismiss" onClick={onDismiss}>
            ×
          </button>
        </>
      )}
    </div>
  );
}
