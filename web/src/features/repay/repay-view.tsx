import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RepaymentInfo } from '../../../../openapi/generated/model/index.ts';
import { href } from '../../config/paths.ts';
import { formatPeso } from '../../lib/money.ts';
import { oneStepFurther } from '../../lib/order-trail.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { MoreToggle } from '../../ui/more-toggle/more-toggle.tsx';
import { NoticeBanner } from '../../ui/notice-banner/notice-banner.tsx';
import { ChannelPayment } from './channel-payment.tsx';
import { overdueFacts } from './overdue-facts.ts';
import { OverdueTag, PenaltySummary } from './overdue-summary.tsx';
import { PayCodeBox } from './pay-code-box.tsx';
import type { RepayOrder } from './repay-info.ts';

/**
 * Spec §9: the instalment page shows the first 2 detail rows until expanded. An overdue order's
 * penalty and overdue days are not among them: they sit with the amount, always shown, so the
 * total adds up from what is on screen; the rule applies to the other rows.
 */
export const COLLAPSED_ROWS = 2;

export function RepayView({ info, order }: { info: RepaymentInfo; order: RepayOrder }) {
  const [expanded, setExpanded] = useState(false);
  const rowsId = useId();
  const trail = oneStepFurther(useLocation().state);
  const facts = overdueFacts(info.detail);
  const rows = expanded ? facts.rest : facts.rest.slice(0, COLLAPSED_ROWS);
  const banner = info.isShowReyTop === 1 && info.noticeMsg.trim() !== '';

  return (
    <main className="ui-page ui-page--action-bar repay">
      <AmountHero
        name="Amount due"
        label="Repayment amount"
        amount={formatPeso(info.repayAmount)}
        amountTestId="repay-amount"
        summary={facts.penalty && <PenaltySummary row={facts.penalty} basis={facts.basis} />}
      >
        Repayment date{' '}
        <strong data-testid="repay-date" className={facts.days === null ? undefined : 'repay-date--overdue'}>
          {info.repayDate}
        </strong>
        {facts.days !== null && (
          <>
            {' '}
            <OverdueTag days={facts.days} />
          </>
        )}
      </AmountHero>

      {banner && <NoticeBanner className="repay-banner">{info.noticeMsg}</NoticeBanner>}

      <ProductCard name={info.productName} logo={info.productLogo} />

      {facts.rest.length > 0 && (
        <section className="ui-card" aria-label="Repayment details">
          <dl className="ui-rows" id={rowsId}>
            {rows.map((row, index) => (
              // Rows have no id and may repeat a label; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div className="ui-rows__row" key={index}>
                <dt>{row.text}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {facts.rest.length > COLLAPSED_ROWS && (
            <MoreToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={rowsId} />
          )}
        </section>
      )}

      {info.defDetail && <PayCodeBox detail={info.defDetail} order={order} />}

      <nav className="ui-link-row" aria-label="Other ways to pay">
        <Link className="ui-text-link" to={href('paymentInstructions')}>
          How to pay
        </Link>
        <Link
          className="ui-text-link"
          to={href('legacyRepay', {
            productId: order.productId,
            orderId: order.orderId,
            amount: info.repayAmount,
          })}
          state={trail}
        >
          Pay with a bank card
        </Link>
      </nav>

      <ChannelPayment order={order} channels={info.repayList} amount={info.repayAmount} />
    </main>
  );
}
