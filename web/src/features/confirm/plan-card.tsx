import { countOf } from '../../../../content/count.ts';
import { type ConfirmTerms, money } from './confirm-terms.ts';

/**
 * The repayment plan: each instalment's amount, due date and `n/total` (spec §2). The instalment
 * screen (`/confirmOfPeriod`) shows it as the period schedule, with the total it adds up to.
 */
export function PlanCard({ terms, schedule }: { terms: ConfirmTerms; schedule: boolean }) {
  const total = terms.plan.reduce((sum, row) => sum + row.amount, 0);
  const count = terms.plan.length;
  if (count === 0) return null;
  return (
    <section className="ui-card" aria-label={schedule ? 'Period schedule' : 'Repayment plan'}>
      <h2 className="ui-card__title">
        {schedule ? `Period schedule · ${countOf(count, 'period')}` : 'Repayment plan'}
      </h2>
      <ol className={schedule ? 'confirm-plan confirm-plan--schedule' : 'confirm-plan'}>
        {terms.plan.map((row, index) => (
          // Instalments have no id; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li className="confirm-plan__row" key={index}>
            <span className="confirm-plan__period">
              {index + 1}/{count}
            </span>
            <span className="confirm-plan__date">{row.payTime}</span>
            <span className="confirm-plan__amount">{money(terms, row.amount)}</span>
          </li>
        ))}
      </ol>
      {schedule && (
        <p className="confirm-plan__total">
          <span>Total repayment</span>
          <strong data-testid="plan-total">{money(terms, total)}</strong>
        </p>
      )}
    </section>
  );
}
