import { keepTogether } from './keep-together.tsx';
import type { StatusView } from './order-status.ts';
import type { OrderSummary } from './order-summary.ts';
import { StatusIcon } from './status-icon.tsx';

export interface OrderHeroProps {
  /** The status word (the server's, else the app's label). */
  readonly statusText: string;
  /** The server's description of the status; '' when none. */
  readonly description: string;
  readonly view: Pick<StatusView, 'tone' | 'icon'>;
  readonly summary: OrderSummary;
}

/**
 * The top card of the order screen: the status, then what the borrower came for in it — the
 * amount in large type and its date — so it is read before anything else, even at 320 × 568.
 * Without an amount line from the server it is the status and its description alone.
 */
export function OrderHero({ statusText, description, view, summary }: OrderHeroProps) {
  const { amount, facts, flag, mood } = summary;
  return (
    <section
      className={`ui-card ui-card--raised order-hero order-hero--${mood}`}
      aria-label="Order summary"
      data-mood={mood}
    >
      <div className="order-hero__head">
        <span className={`order-status__badge order-status__badge--${view.tone}`}>
          <StatusIcon name={view.icon} />
        </span>
        <h1 className={`order-status__text tone-${view.tone}`} data-testid="status-text">
          {statusText}
        </h1>
        {flag && (
          <span className="order-hero__flag" data-testid="status-flag">
            {flag}
          </span>
        )}
      </div>

      {amount && (
        <div className="order-hero__money">
          <p className="order-hero__label">{amount.label}</p>
          <p className="order-hero__amount" data-testid="hero-amount">
            {amount.value}
          </p>
        </div>
      )}

      {facts.length > 0 && (
        <dl className="order-hero__facts">
          {facts.map((fact) => (
            <div className="order-hero__fact" key={fact.label} data-alert={fact.alert ? '' : undefined}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {description && <p className="order-status__desc">{keepTogether(description)}</p>}
    </section>
  );
}
