import { useEffect, useRef } from 'react';
import type { RecProduct } from '../../../../openapi/generated/model/index.ts';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { jumpToProduct } from '../../lib/product-jump.ts';
import { failureTitle, NETWORK_ERROR } from '../../ui/messages.ts';
import { failureOf } from '../../ui/screen-state/failure.ts';
import { ScreenError, ScreenLoading } from '../../ui/screen-state/screen-state.tsx';
import { showToast } from '../../ui/toast/toast-store.ts';
import { unionErrorCall } from './first-call.ts';
import './joint-login.css';

/** The module the product jump reports for taps on this page. */
const JUMP_MODULE = 'union-error';

/** `/error`: the joint-login failure page (spec §2). */
export function Component() {
  const info = useFirstCall(unionErrorCall());
  // One jump at a time: a second tap while the first is on its way would open the product twice.
  const jumping = useRef(false);
  useEffect(() => setPageTitle('Failed'), []);

  function open(product: RecProduct, position: number) {
    // Spec §9: a recommendation whose clickable flag is not 1 ignores the tap.
    if (product.isClick !== 1 || jumping.current) return;
    jumping.current = true;
    jumpToProduct({ module: JUMP_MODULE, position, productKey: product.productId })
      .catch(() => showToast(NETWORK_ERROR))
      .finally(() => {
        jumping.current = false;
      });
  }

  if (info.isPending) return <ScreenLoading shape="list" />;
  const answer = info.data;
  if (!isOk(answer)) {
    const failure = failureOf(answer, info.error);
    const message =
      failure.kind === 'network' ? NETWORK_ERROR : failure.message || 'This page could not be loaded.';
    return (
      <ScreenError
        title={failureTitle(failure.kind)}
        message={message}
        onRetry={failure.retryable ? () => void info.refetch() : undefined}
        retrying={info.isFetching}
      />
    );
  }
  const { errMessage, noticeMessage, productList } = answer.data;

  return (
    <main className="joint-login">
      <header className="joint-login__head">
        <span className="joint-login__mark" aria-hidden="true">
          !
        </span>
        <h1 className="joint-login__title">Failed</h1>
        {errMessage && <p className="joint-login__error">{errMessage}</p>}
        {noticeMessage && <p className="joint-login__notice">{noticeMessage}</p>}
      </header>
      {productList.length > 0 && (
        <section aria-label="Recommended products">
          <ul className="joint-login__products">
            {productList.map((product, index) => (
              <li key={product.productId}>
                <button
                  type="button"
                  className="rec-product"
                  aria-disabled={product.isClick !== 1}
                  data-clickable={product.isClick === 1}
                  onClick={() => open(product, index)}
                >
                  <span className="rec-product__top">
                    <img
                      className="rec-product__logo"
                      src={product.productLogo}
                      alt=""
                      width="36"
                      height="36"
                    />
                    <span className="rec-product__name">{product.productName}</span>
                    <span className="rec-product__rate">{product.rate}</span>
                  </span>
                  <span className="rec-product__amount">{product.amountRange}</span>
                  <span className="rec-product__range">{product.rangeDesc}</span>
                  <span className="rec-product__desc">{product.productDesc}</span>
                  <span className="rec-product__cta">{product.buttonText}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
