import { REFERENCE_LABEL } from '../../../../content/payment/pay-places.ts';
import type { DefDetail } from '../../../../openapi/generated/model/index.ts';
import { formatPeso } from '../../lib/money.ts';
import { GroupedCode } from '../../ui/code/grouped-code.tsx';
import { copyWithToast } from '../../ui/copy/copy-text.ts';
import { NoticeBanner } from '../../ui/notice-banner/notice-banner.tsx';
import '../../ui/layout/layout.css';
import './contract-view.css';

/**
 * The repayment contract page: keep the deposit slip, the reference number to copy, the total, and
 * the server's payment notices (groups → places → numbered steps).
 */
export function ContractView({ detail, amount }: { detail: DefDetail; amount: number }) {
  return (
    <main className="ui-page repay">
      <NoticeBanner className="repay-banner">
        Please keep the deposit slip after paying: it is your proof of payment.
      </NoticeBanner>
      <section className="ui-card ui-card--raised contract" aria-label="Contract">
        {detail.logo && <img className="contract__logo" src={detail.logo} alt="" width="56" height="56" />}
        <p className="contract__title">{detail.title}</p>
        <dl className="ui-rows">
          <div className="ui-rows__row">
            <dt>{REFERENCE_LABEL}</dt>
            <dd>
              <button
                type="button"
                className="contract__code"
                aria-label={`${REFERENCE_LABEL} ${detail.payCode}, tap to copy`}
                onClick={() => void copyWithToast(detail.payCode)}
              >
                <GroupedCode code={detail.payCode} />
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <rect
                    x="8"
                    y="8"
                    width="12"
                    height="12"
                    rx="2"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                  <path
                    d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
            </dd>
          </div>
          <div className="ui-rows__row">
            <dt>Total payment</dt>
            <dd data-testid="total-payment">{formatPeso(amount)}</dd>
          </div>
        </dl>
      </section>

      {detail.payNotice.map((group, groupIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: server groups have no id and a name may repeat.
        <section className="ui-card notice-group" key={groupIndex} aria-label={group.name}>
          <h2 className="ui-card__title">{group.name}</h2>
          {group.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, for the places of a group.
            <div className="notice-item" key={itemIndex}>
              <h3 className="notice-item__name">{item.name}</h3>
              <ol className="ui-steps">
                {item.step.map((step, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain text in order; a step may repeat.
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </main>
  );
}
