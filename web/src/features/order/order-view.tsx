import { useId, useState } from 'react';
import type { OrderDetail } from '../../../../openapi/generated/model/index.ts';
import { callPhone } from '../../bridge/actions';
import { env } from '../../config/env.ts';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { useElementHeight } from '../../ui/layout/use-element-height.ts';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { AccountSavedNotice } from './account-saved-notice.tsx';
import { LoanSubmittedNotice } from './loan-submitted-notice.tsx';
import { OrderDialogs } from './order-dialogs.tsx';
import { OrderHero } from './order-hero.tsx';
import { statusView } from './order-status.ts';
import { orderSummary } from './order-summary.ts';
import { type OrderRef, useOrderActions } from './use-order-actions.ts';

/** Space between the end of the page and the fixed action bar, px. */
const ROOM_GAP = 16;

export function OrderView({ detail, order }: { detail: OrderDetail; order: OrderRef }) {
  const view = statusView(detail.orderStatus, detail.isDelay);
  const actions = useOrderActions(order, detail.h5Url);
  const [busy, setBusy] = useState(false);
  const phone = detail.telephone.trim() || env.VITE_SERVICE_PHONE;
  const summary = orderSummary(detail.orderStatus, detail.userOrderDetail.detail);
  const payAmountId = useId();
  // The action bar is fixed; the page leaves exactly its height (and a gap) free at the end.
  const [actionBarRef, actionBarHeight] = useElementHeight<HTMLElement>();
  const pageStyle = actionBarHeight === null ? undefined : { paddingBottom: actionBarHeight + ROOM_GAP };
  // The primary button of a payable order is described by the amount it pays (said beside it).
  const payDescription = summary.payAmount ? payAmountId : undefined;

  async function borrowAgain() {
    setBusy(true);
    try {
      await actions.borrowAgain();
    } catch {
      showToast(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main
      className={view.buttons.length > 0 ? 'ui-page ui-page--action-bar order' : 'ui-page order'}
      data-status={detail.orderStatus}
      style={view.buttons.length > 0 ? pageStyle : undefined}
    >
      <AccountSavedNotice orderId={order.orderId} />
      <LoanSubmittedNotice status={detail.orderStatus} />
      <OrderHero
        statusText={detail.noticeStatusText || view.label}
        description={detail.noticeDesText}
        view={view}
        summary={summary}
      />

      <ProductCard name={detail.productName} logo={detail.productLogo} />

      {detail.userOrderDetail.detail.length > 0 && (
        <section className="ui-card" aria-label="Order details">
          <h2 className="ui-card__title">Order details</h2>
          <dl className="ui-rows">
            {detail.userOrderDetail.detail.map((line, index) => (
              // Lines have no id and may repeat a label; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div className="ui-rows__row" key={index}>
                <dt>{line.text}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <p className="order-help">
        Need help?{' '}
        <button type="button" className="ui-text-link" onClick={() => callPhone(phone)}>
          Call {phone}
        </button>
      </p>

      {view.buttons.length > 0 && (
        <footer className="ui-action-bar" ref={actionBarRef}>
          {summary.payAmount && (
            <p className="order-pay" id={payAmountId}>
              <span>Amount due</span> <strong data-testid="pay-amount">{summary.payAmount}</strong>
            </p>
          )}
          {view.buttons.includes('repay') && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={actions.repay}
              aria-describedby={payDescription}
            >
              REPAY
            </button>
          )}
          {view.buttons.includes('rollover') && (
            <>
              <p className="order-actions__hint">Short of money?</p>
              <button type="button" className="btn btn--secondary" onClick={actions.rollover}>
                Rollover Repayment
              </button>
            </>
          )}
          {view.buttons.includes('repayment') && (
            <button
              type="button"
              className="btn btn--primary"
              onClick={actions.repay}
              aria-describedby={payDescription}
            >
              Repayment
            </button>
          )}
          {view.buttons.includes('borrowAgain') && (
            <button type="button" className="btn btn--primary" onClick={borrowAgain} disabled={busy}>
              Borrow Again
            </button>
          )}
          {view.buttons.includes('cancel') && (
            <button type="button" className="btn btn--secondary" onClick={actions.goHome}>
              Cancel
            </button>
          )}
          {view.buttons.includes('moreProducts') && (
            <button type="button" className="btn btn--primary" onClick={actions.goHome}>
              Click to view more products
            </button>
          )}
        </footer>
      )}

      <OrderDialogs detail={detail} onBindBank={actions.bindBank} />
    </main>
  );
}
