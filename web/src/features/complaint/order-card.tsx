import type { ComplaintOrder } from '../../../../openapi/generated/model/index.ts';

interface Props {
  readonly order: ComplaintOrder | null;
  /** More than one order to choose from: the 'All' switch opens the list. */
  readonly onAll?: () => void;
}

/** The order a complaint is about: product, status, order number and the server's rows. */
export function OrderCard({ order, onAll }: Props) {
  return (
    <section className="ui-card complaint-order" aria-label="Order">
      <header className="complaint-order__head">
        <h2 className="ui-card__title">The order</h2>
        {onAll && (
          <button type="button" className="ui-text-link" onClick={onAll}>
            All
          </button>
        )}
      </header>
      {order ? (
        <>
          <div className="ui-product">
            {order.productLogo && (
              <img className="ui-product__logo" src={order.productLogo} alt="" width="40" height="40" />
            )}
            <span className="ui-product__name">{order.productName}</span>
            <span className="complaint-order__status">{order.status}</span>
          </div>
          <dl className="ui-rows complaint-order__rows">
            <div className="ui-rows__row">
              <dt>Order number</dt>
              <dd data-testid="complaint-order-no">{order.orderNo}</dd>
            </div>
            {order.list.map((row) => (
              <div className="ui-rows__row" key={row.title}>
                <dt>{row.title}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="complaint-note">You have no loan order yet.</p>
      )}
    </section>
  );
}
