import { useState } from 'react';
import type { OrderDetail } from '../../../../openapi/generated/model/index.ts';
import { callPhone } from '../../bridge/actions';
import { env } from '../../config/env.ts';
import { ProductCard } from '../../ui/layout/product-card.tsx';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { showToast } from '../../ui/toast/toast-store.ts';
import { AccountSavedNotice } from './account-saved-notice.tsx';
import { OrderDialogs } from './order-dialogs.tsx';
import { statusView } from './order-status.ts';
import { StatusIcon } from './status-icon.tsx';
import { type OrderRef, useOrderActions } from './use-order-actions.ts';

export function OrderView({ detail, order }: { detail: OrderDetail; order: OrderRef }) {
  const view = statusView(detail.orderStatus, detail.isDelay);
  const actions = useOrderActions(order, detail.h5Url);
  const [busy, setBusy] = useState(false);
  const phone = detail.telephone.trim() || env.VITE_SERVICE_PHONE;

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
    <main className="ui-page ui-page--action-bar order" data-status={detail.orderStatus}>
      <AccountSavedNotice orderId={order.orderId} />
      <header className="ui-card ui-card--raised order-status">
        <span className={`order-status__badge order-status__badge--${view.tone}`}>
          <StatusIcon name={view.icon} />
        </span>
        <h1 className={`order-status__text tone-${view.tone}`} data-testid="status-text">
          {detail.noticeStatusText || view.label}
        </h1>
        {detail.noticeDesText && <p className="order-status__desc">{detail.noticeDesText}</p>}
      </header>

      <ProductCard name={detail.productName} logo={detail.productLogo} />

      {detail.userOrderDetail.detail.length > 0 && (
        <section className="ui-card" aria-label="Order details">
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
        <footer className="ui-action-bar">
          {view.buttons.includes('repay') && (
            <button type="button" className="btn btn--primary" onClick={actions.repay}>
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
            <button type="button" className="btn btn--primary" onClick={actions.repay}>
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
