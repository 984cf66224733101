import { useId, useState } from 'react';
import type { RepaymentWay } from '../../../../openapi/generated/model/index.ts';
import { formatPeso } from '../../lib/money.ts';
import { ChoiceList } from '../../ui/choice-list/choice-list.tsx';
import { CountdownButton } from '../../ui/countdown/countdown-button.tsx';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { LEGACY_CODE_LENGTH } from './legacy-messages.ts';
import { type LegacyPayment, useLegacyRepayment } from './use-legacy-repayment.ts';

interface Props {
  readonly way: RepaymentWay;
  readonly payment: LegacyPayment;
  readonly userId: string;
}

export function LegacyRepayView({ way, payment, userId }: Props) {
  // No card is chosen for the borrower: paying from the wrong card is worse than one more tap.
  const [cardId, setCardId] = useState('');
  const [code, setCode] = useState('');
  const codeId = useId();
  const hintId = useId();
  const flow = useLegacyRepayment(payment, way.repayToken, userId);
  const card = way.bankCards.find((candidate) => candidate.id === cardId);
  const choices = way.bankCards.map((item) => ({
    value: item.id,
    label: item.bankName,
    detail: item.cardNo,
  }));

  return (
    <main className="ui-page ui-page--action-bar legacy">
      <AmountHero
        name="Amount to pay"
        label="Repayment amount"
        amount={formatPeso(payment.amount)}
        amountTestId="legacy-amount"
      >
        Order {payment.orderId}
      </AmountHero>

      <section className="ui-card" aria-label="Bank cards">
        <h2 className="ui-card__title">Pay with a bank card</h2>
        {choices.length > 0 ? (
          <ChoiceList
            name="legacy-card"
            label="Bank cards"
            choices={choices}
            value={cardId}
            onChange={setCardId}
            disabled={flow.awaitingCode}
          />
        ) : (
          <p className="legacy__empty">No bank card is linked to your account yet.</p>
        )}
      </section>

      {flow.awaitingCode && (
        <section className="ui-card" aria-label="Verification code">
          <label className="ui-card__title" htmlFor={codeId}>
            Verification code
          </label>
          <p className="legacy__hint" id={hintId}>
            We sent a {LEGACY_CODE_LENGTH}-digit code to the phone of your bank account.
          </p>
          <div className="legacy__code-row">
            <input
              id={codeId}
              aria-describedby={hintId}
              className="legacy__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LEGACY_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <CountdownButton
              countdown={flow.resend}
              label="Resend code"
              waitingLabel={(seconds) => `Resend in ${seconds}s`}
              disabled={flow.busy}
              onClick={() => void flow.commit(card)}
            />
          </div>
        </section>
      )}

      {userId && !flow.awaitingCode && (
        <nav className="ui-link-row" aria-label="Other ways to pay">
          <button
            type="button"
            className="ui-text-link"
            disabled={flow.busy}
            onClick={() => void flow.huichao()}
          >
            Pay through online banking (Huichao)
          </button>
        </nav>
      )}

      <footer className="ui-action-bar">
        {/* Commit with the card first; once a code was sent, confirm with it. */}
        <button
          type="button"
          className="btn btn--primary"
          aria-busy={flow.busy}
          onClick={() => void (flow.awaitingCode ? flow.confirm(code) : flow.commit(card))}
        >
          {flow.awaitingCode ? 'Confirm repayment' : 'Repay now'}
        </button>
      </footer>
    </main>
  );
}
