import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { REFERENCE_LABEL } from '../../../../content/payment/pay-places.ts';
import type { DefDetail } from '../../../../openapi/generated/model/index.ts';
import { href } from '../../config/paths.ts';
import { GroupedCode } from '../../ui/code/grouped-code.tsx';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { ErrorBoundary } from '../../ui/error-boundary/error-boundary.tsx';
import { Spinner } from '../../ui/loading/spinner.tsx';
import type { RepayOrder } from './repay-info.ts';
import '../../ui/layout/layout.css';
import './pay-code-box.css';

// jsbarcode is fetched only when a borrower opens the barcode (DESIGN §10).
const Code128Barcode = lazy(() => import('./code128-barcode.tsx'));

interface Props {
  readonly detail: DefDetail;
  readonly order: RepayOrder;
}

/**
 * The default pay code of a repayment page: tapping it opens the repayment contract page with the
 * step-by-step notices; its barcode button shows the code as a CODE128 barcode for a store's
 * scanner.
 */
export function PayCodeBox({ detail, order }: Props) {
  const [barcodeOpen, setBarcodeOpen] = useState(false);
  const contract = href('repaymentOfCode2', {
    productId: order.productId,
    orderId: order.orderId,
    isDelay: order.isDelay ? '1' : undefined,
  });
  return (
    <section className="ui-card pay-code" aria-label={REFERENCE_LABEL}>
      <Link className="pay-code__main" to={contract}>
        {detail.logo && <img className="pay-code__logo" src={detail.logo} alt="" width="40" height="40" />}
        <span className="pay-code__text">
          <span className="pay-code__title">{detail.title}</span>
          <GroupedCode code={detail.payCode} className="pay-code__code" testId="pay-code" />
          <span className="pay-code__hint">Tap to see how to pay</span>
        </span>
        <svg className="pay-code__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      <button type="button" className="pay-code__barcode" onClick={() => setBarcodeOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 5v14M7 5v14M10 5v14M14 5v14M16 5v14M20 5v14" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Show barcode
      </button>
      <Dialog
        open={barcodeOpen}
        title="Barcode"
        onClose={() => setBarcodeOpen(false)}
        actions={[{ label: 'Close', onClick: () => setBarcodeOpen(false) }]}
        className="barcode-dialog"
      >
        <p className="barcode-dialog__hint">Show this barcode at the counter to pay.</p>
        <ErrorBoundary
          fallback={
            <p className="barcode-dialog__error" role="alert">
              The barcode could not be shown. The cashier can type the reference number below.
            </p>
          }
        >
          <Suspense fallback={<Spinner label="Loading barcode" />}>
            <Code128Barcode value={detail.payCode} />
          </Suspense>
        </ErrorBoundary>
        <p className="barcode-dialog__code">
          <GroupedCode code={detail.payCode} />
        </p>
      </Dialog>
    </section>
  );
}
