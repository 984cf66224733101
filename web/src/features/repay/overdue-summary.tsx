import type { TextValue } from '../../../../openapi/generated/model/index.ts';
import { overdueLabel } from './overdue-facts.ts';
import './overdue-summary.css';

/** '20 days overdue', in the danger colour, beside the date it is about. */
export function OverdueTag({ days }: { days: number }) {
  return (
    <span className="overdue-tag" data-testid="overdue-days">
      {overdueLabel(days)}
    </span>
  );
}

/**
 * The penalty row under the amount it is part of: always shown (never behind More), so the
 * repayment amount adds up from the loan amount and interest rows and this one.
 */
export function PenaltySummary({ row, basis }: { row: TextValue; basis: string | null }) {
  return (
    <div className="overdue-summary">
      <dl className="ui-rows">
        <div className="ui-rows__row overdue-summary__row">
          <dt>{row.text}</dt>
          <dd data-testid="penalty">{row.value}</dd>
        </div>
      </dl>
      <p className="overdue-summary__note">
        {basis !== null && (
          <>
            <span data-testid="penalty-basis">{basis}</span>.{' '}
          </>
        )}
        Included in the amount above.
      </p>
    </div>
  );
}
