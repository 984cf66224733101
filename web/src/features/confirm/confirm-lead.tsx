import { countOf } from '../../../../content/count.ts';
import { TOTAL_COST_RULE } from '../../../../content/legal/loan-rates.ts';
import type { TextValue } from '../../../../openapi/generated/model/index.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import type { ConfirmFacts } from './confirm-facts.ts';
import { type ConfirmTerms, money } from './confirm-terms.ts';

/** The loan asked for, its term and rate: one line. */
function LoanLine({ terms, lead }: { terms: ConfirmTerms; lead: boolean }) {
  return (
    <>
      {lead && (
        <>
          Loan amount <strong data-testid="confirm-amount">{money(terms, terms.amount)}</strong>
          {' · '}
        </>
      )}
      <span data-testid="confirm-term">{countOf(terms.days, 'day')}</span>
      {terms.rateDesc && (
        <>
          {' · '}
          <span data-testid="confirm-rate">{terms.rateDesc}</span>
        </>
      )}
    </>
  );
}

/**
 * The top of the confirmation: what the borrower receives in large type, what they repay and when
 * under it, then the loan amount, term and rate. Without a received amount, the loan amount leads.
 */
export function ConfirmHero({ terms, facts }: { terms: ConfirmTerms; facts: ConfirmFacts }) {
  if (facts.received === null)
    return (
      <AmountHero
        name="Loan"
        label="Loan amount"
        amount={money(terms, terms.amount)}
        amountTestId="confirm-amount"
      >
        <LoanLine terms={terms} lead={false} />
      </AmountHero>
    );
  const planTotal = terms.plan.reduce((sum, row) => sum + row.amount, 0);
  const last = terms.plan.at(-1)?.payTime;
  const count = terms.plan.length;
  return (
    <AmountHero
      name="Loan"
      label={facts.received.text}
      amount={facts.received.value}
      amountTestId="confirm-received"
      summary={
        <p className="ui-hero__line confirm-hero__loan">
          <LoanLine terms={terms} lead />
        </p>
      }
    >
      {facts.repaid?.text ?? 'Total repayment'}{' '}
      <strong data-testid="confirm-repaid">{facts.repaid?.value ?? money(terms, planTotal)}</strong>
      {last && (
        <>
          {count > 1 ? ` in ${countOf(count, 'payment')}, the last by ` : ' by '}
          <strong data-testid="confirm-due">{last}</strong>
        </>
      )}
    </AmountHero>
  );
}

/** Label and value rows, in the order given. */
export function DetailRows({ rows }: { rows: readonly TextValue[] }) {
  return (
    <dl className="ui-rows">
      {rows.map((row, index) => (
        // Rows have no id and may repeat a label; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="ui-rows__row" key={index}>
          <dt>{row.text}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The disclosure a borrower reads before taking the loan (Truth in Lending Act, RA 3765): the
 * charges, the finance charge, the effective rate and the total cost, as the server states them,
 * and the total-cost cap the lender keeps.
 */
export function DisclosureCard({ rows }: { rows: readonly TextValue[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="ui-card" aria-label="Disclosure statement">
      <h2 className="ui-card__title">Disclosure statement</h2>
      <DetailRows rows={rows} />
      <p className="confirm-disclosure__note">{TOTAL_COST_RULE}</p>
    </section>
  );
}
