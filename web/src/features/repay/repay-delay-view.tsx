import type { ExtensionInfo } from '../../../../openapi/generated/model/index.ts';
import { formatPeso } from '../../lib/money.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { ChannelPayment } from './channel-payment.tsx';
import { isPenaltyLine, planOverdueDays } from './overdue-facts.ts';
import { OverdueTag } from './overdue-summary.tsx';
import { PayCodeBox } from './pay-code-box.tsx';
import type { RepayOrder } from './repay-info.ts';
import './plan.css';

/**
 * `/repayDelay`: the extension fee, the new date and the plan. An overdue order says so beside the
 * date, and its plan's penalty line (every line is always shown) is in the danger colour.
 */
export function RepayDelayView({ info, order }: { info: ExtensionInfo; order: RepayOrder }) {
  const overdueDays = planOverdueDays(info.repayPlan);
  return (
    <main className="ui-page ui-page--action-bar repay">
      <AmountHero
        name="Extension"
        title={info.delayInfo.title}
        label="Extension fee"
        amount={formatPeso(info.delayInfo.delayAmount)}
        amountTestId="delay-amount"
      >
        Next payment date <strong data-testid="next-date">{info.repayDate}</strong>
        {overdueDays !== null && (
          <>
            {' '}
            <OverdueTag days={overdueDays} />
          </>
        )}
      </AmountHero>

      <ProductCard name={info.productName} logo={info.productLogo} />

      {info.repayPlan.length > 0 && (
        <section className="ui-card" aria-label="Repayment plan">
          <h2 className="ui-card__title">Repayment plan</h2>
          <ol className="plan">
            {info.repayPlan.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: plan rows have no id; their order is their identity.
              <li className={isPenaltyLine(row) ? 'plan__row plan__row--penalty' : 'plan__row'} key={index}>
                <span className="plan__remark">{row.remark}</span>
                <span className="plan__amount">{formatPeso(row.amount)}</span>
                <span className="plan__title">{row.title}</span>
                <span className="plan__time">{row.time}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {info.defDetail && <PayCodeBox detail={info.defDetail} order={order} />}

      <ChannelPayment order={order} channels={info.repayList} amount={info.delayInfo.delayAmount} />
    </main>
  );
}
