import type { ExtensionInfo } from '../../../../openapi/generated/model/index.ts';
import { formatPeso } from '../../lib/money.ts';
import { AmountHero } from '../../ui/layout/amount-hero.tsx';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { ChannelPayment } from './channel-payment.tsx';
import { isPenaltyLine } from './overdue-facts.ts';
import { PayCodeBox } from './pay-code-box.tsx';
import type { RepayOrder } from './repay-info.ts';
import './plan.css';

/**
 * `/repayDelay`: what is paid now, the new date and the plan. The extension fee and an overdue
 * order's penalty are separate plan lines (every line is always shown), the penalty's in the danger
 * colour with its days and basis; the new payment date stands alone, since it is not overdue.
 */
export function RepayDelayView({ info, order }: { info: ExtensionInfo; order: RepayOrder }) {
  const withPenalty = info.repayPlan.some(isPenaltyLine);
  return (
    <main className="ui-page ui-page--action-bar repay">
      <AmountHero
        name="Extension"
        title={info.delayInfo.title}
        label={withPenalty ? 'Pay now: extension fee and penalty' : 'Extension fee'}
        amount={formatPeso(info.delayInfo.delayAmount)}
        amountTestId="delay-amount"
      >
        Next payment date <strong data-testid="next-date">{info.repayDate}</strong>
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
