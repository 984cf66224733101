import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { REFERENCE_LABEL } from '../../../../content/payment/pay-places.ts';
import { href } from '../../config/paths.ts';
import { formatPeso } from '../../lib/money.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { GroupedCode } from '../../ui/code/grouped-code.tsx';
import { copyWithToast } from '../../ui/copy/copy-text.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { INCOMPLETE_LINK_TITLE } from '../../ui/messages.ts';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { PAYMENT_GUIDES, stepText } from './payment-guides.ts';
import '../../ui/layout/layout.css';
import './repay.css';
import './pay-slip.css';

/** The only request type of `/carpmm` the spec shows: a repayment with a reference number. */
const REFERENCE_PAYMENT = '1';

/**
 * `/carpmm?requestType=1&amount=…&payCode=…`: the repayment instructions for a reference number
 * the server gave elsewhere (an SMS, a push): the amount, the code to copy, and where to pay.
 */
export function Component() {
  const { query, order, complete } = useOrderQuery();
  useEffect(() => setPageTitle('Repayment instructions'), []);
  const payCode = (query.payCode ?? '').trim();
  const amountText = query.amount ?? '';
  if (query.requestType !== REFERENCE_PAYMENT || payCode === '' || !/^\d+$/.test(amountText))
    return (
      <ScreenError
        title={INCOMPLETE_LINK_TITLE}
        message="This repayment instruction link is incomplete. Please open it again from the app."
        order={complete ? order : undefined}
      />
    );
  const amount = formatPeso(Number(amountText));

  return (
    <main className="ui-page repay">
      <AmountHero
        name="Amount to pay"
        label="Repayment amount"
        amount={amount}
        amountTestId="carpmm-amount"
      />
      <section className="ui-card pay-slip" aria-label={REFERENCE_LABEL}>
        <p className="pay-slip__label">{REFERENCE_LABEL}</p>
        <p className="pay-slip__code">
          <GroupedCode code={payCode} testId="carpmm-code" />
        </p>
        <button
          type="button"
          className="btn btn--secondary pay-slip__copy"
          onClick={() => void copyWithToast(payCode)}
        >
          Copy
        </button>
      </section>
      {PAYMENT_GUIDES.map((guide) => (
        <section className="ui-card" key={guide.id} aria-label={`Pay with ${guide.name}`}>
          <h2 className="ui-card__title">Pay with {guide.name}</h2>
          <ol className="ui-steps">
            {guide.steps.map((step) => (
              <li key={step.image}>{stepText(step, { reference: payCode, amount })}</li>
            ))}
          </ol>
        </section>
      ))}
      <nav className="ui-link-row" aria-label="Help">
        <Link className="ui-text-link" to={href('paymentInstructions')}>
          See the steps with pictures
        </Link>
      </nav>
    </main>
  );
}
