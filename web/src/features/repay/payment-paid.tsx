import { useBackToOrder } from '../../lib/order-trail.ts';
import type { PaymentState } from './payment-recorded.ts';
import './payment-paid.css';

interface Props {
  /** What was paid, as shown (formatPeso). */
  readonly amount: string;
  readonly state: Exclude<PaymentState, 'pending'>;
  /** The code that was paid, for the borrower's records. */
  readonly payCode: string;
  readonly productId: string;
  readonly orderId: string;
}

/**
 * A code page once its payment is recorded: no more "pay ₱…", but what happened and the way back
 * to the order.
 * @example <PaymentPaid amount="₱9,245.70" state="settled" payCode="1234" productId="P1001" orderId="ORD174" />
 */
export function PaymentPaid({ amount, state, payCode, productId, orderId }: Props) {
  const toOrder = useBackToOrder();
  return (
    <main className="ui-page ui-page--action-bar repay">
      <section className="ui-card ui-card--raised payment-paid" role="status" aria-label="Payment received">
        {/* Drawn here, not shared from ui/: a module the paid page and the complaint form both import
            becomes a chunk of its own, one more request on both first loads. */}
        <svg className="payment-paid__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <circle cx="24" cy="24" r="23" fill="currentColor" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="payment-paid__title">Paid</h1>
        <p className="payment-paid__amount" data-testid="paid-amount">
          {amount}
        </p>
        <p className="payment-paid__text">
          {state === 'settled'
            ? 'We received your payment. Your loan is settled.'
            : 'We received your extension fee. Your loan has a new due date.'}
        </p>
        <p className="payment-paid__ref">Payment code {payCode}</p>
      </section>
      <footer className="ui-action-bar">
        <button type="button" className="btn btn--primary" onClick={() => toOrder({ productId, orderId })}>
          Back to my order
        </button>
      </footer>
    </main>
  );
}
