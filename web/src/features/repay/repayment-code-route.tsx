import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  BILLER,
  fillStep,
  PAY_PLACES,
  REFERENCE_LABEL,
  REFERENCE_NAME,
} from '../../../../content/payment/pay-places.ts';
import { href } from '../../config/paths.ts';
import { formatPeso } from '../../lib/money.ts';
import { useBackToOrder } from '../../lib/order-trail.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { GroupedCode } from '../../ui/code/grouped-code.tsx';
import { copyWithToast } from '../../ui/copy/copy-text.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { INCOMPLETE_LINK_TITLE } from '../../ui/messages.ts';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { type PayCodePage, parsePayCodePage } from './pay-code-page.ts';
import { PaymentPaid } from './payment-paid.tsx';
import { usePaymentRecorded } from './payment-recorded.ts';
import '../../ui/layout/layout.css';
import './repay.css';
import './pay-slip.css';

/** `/repaymentOfCode`: the payment a channel created, as a code to copy (type 1) or a QR code (type 2). */
export function Component() {
  const { query, order, complete } = useOrderQuery();
  const page = parsePayCodePage(query);
  useEffect(() => setPageTitle('Repayment code'), []);
  if (!page)
    return (
      <ScreenError
        title={INCOMPLETE_LINK_TITLE}
        message="This payment link is incomplete. Please choose a payment method again."
        order={complete ? order : undefined}
      />
    );
  return <PayCodeView page={page} />;
}

/**
 * How to pay this code: the payment guide's steps of its channel (the same texts as
 * `/paymentInstructions` and the contract page), or the Bills steps of another channel.
 */
function codeSteps(page: PayCodePage, amount: string): string[] {
  const place = PAY_PLACES.find((candidate) => candidate.name === page.channelName);
  if (place) return place.steps.map((step) => fillStep(step, { reference: page.payCode, amount }));
  return [
    `Open ${page.channelName || 'the payment channel'} and choose Bills payment, then Loans, then ${BILLER}.`,
    `Enter this ${REFERENCE_NAME} and pay ${amount}.`,
    'Keep the receipt as proof of payment.',
  ];
}

function PayCodeView({ page }: { page: PayCodePage }) {
  const toOrder = useBackToOrder();
  const amount = formatPeso(page.amount);
  // The page follows the order (refetched on resume): once this payment shows, it says so.
  const paid = usePaymentRecorded(page);
  if (paid !== 'pending')
    return (
      <PaymentPaid
        amount={amount}
        state={paid}
        payCode={page.payCode}
        productId={page.productId}
        orderId={page.orderId}
      />
    );
  return (
    <main className="ui-page ui-page--action-bar repay">
      <AmountHero
        name="Amount to pay"
        label={page.isDelay ? 'Extension fee' : 'Repayment amount'}
        amount={amount}
        amountTestId="code-amount"
      >
        {page.channelName && `Pay with ${page.channelName}`}
      </AmountHero>

      {page.type === 1 ? (
        <section className="ui-card pay-slip" aria-label={REFERENCE_LABEL}>
          {page.image && (
            <img className="pay-slip__logo" src={page.image} alt={page.channelName} width="56" height="56" />
          )}
          <p className="pay-slip__label">{REFERENCE_LABEL}</p>
          <p className="pay-slip__code">
            <GroupedCode code={page.payCode} testId="payment-code" />
          </p>
          <button
            type="button"
            className="btn btn--secondary pay-slip__copy"
            onClick={() => void copyWithToast(page.payCode)}
          >
            Copy
          </button>
          <ol className="ui-steps pay-slip__steps">
            {codeSteps(page, amount).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : (
        <section className="ui-card pay-slip" aria-label="QR code">
          <img
            className="pay-slip__qr"
            src={page.image}
            alt={`QR code to pay ${amount}`}
            width="232"
            height="232"
          />
          <p className="pay-slip__ref">
            {REFERENCE_LABEL} <GroupedCode code={page.payCode} testId="qr-reference" />
          </p>
          <h2 className="ui-card__title">Scan to pay</h2>
          <ol className="ui-steps pay-slip__steps">
            <li>Open your bank or e-wallet app and choose Scan QR (QR Ph).</li>
            <li>Scan this QR code, or save a screenshot and upload it in the app.</li>
            <li>Check that the amount is {amount}, then pay.</li>
            <li>Keep the receipt as proof of payment.</li>
          </ol>
        </section>
      )}

      <nav className="ui-link-row" aria-label="Help">
        <Link className="ui-text-link" to={href('paymentInstructions')}>
          How to pay
        </Link>
      </nav>

      {page.productId && page.orderId && (
        <footer className="ui-action-bar">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => toOrder({ productId: page.productId, orderId: page.orderId })}
          >
            Back to my order
          </button>
        </footer>
      )}
    </main>
  );
}
