import type { ReactNode } from 'react';
import './layout.css';

export interface AmountHeroProps {
  /** The region's accessible name, e.g. 'Amount due'. */
  readonly name: string;
  /** A heading above the amount (the extension's title). */
  readonly title?: ReactNode;
  /** What the amount is, e.g. 'Repayment amount'. */
  readonly label: string;
  /** The amount as shown, e.g. formatPeso(info.repayAmount). */
  readonly amount: string;
  /** Test id of the amount, so tests read it alone. */
  readonly amountTestId: string;
  /** A line under the amount (a date, the channel). */
  readonly children?: ReactNode;
  /** Facts that belong with the amount, under the line (an overdue order's penalty). */
  readonly summary?: ReactNode;
}

/**
 * The raised card at the top of a payment screen: what is paid, in large type.
 *
 * @example <AmountHero name="Amount due" label="Repayment amount" amount={formatPeso(1250)} amountTestId="repay-amount">Repayment date <strong>2026-12-01</strong></AmountHero>
 */
export function AmountHero({ name, title, label, amount, amountTestId, children, summary }: AmountHeroProps) {
  return (
    <section className="ui-card ui-card--raised ui-hero" aria-label={name}>
      {title ? <h1 className="ui-title">{title}</h1> : null}
      <p className="ui-hero__label">{label}</p>
      <p className="ui-hero__amount" data-testid={amountTestId}>
        {amount}
      </p>
      {children ? <p className="ui-hero__line">{children}</p> : null}
      {summary}
    </section>
  );
}
