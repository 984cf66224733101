import { useEffect, useMemo } from 'react';
import { useFirstCall } from '../../api/first-call.ts';
import { formatPeso } from '../../lib/money.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { INCOMPLETE_LINK_TITLE, INCOMPLETE_ORDER_LINK } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { ContractView } from './contract-view.tsx';
import { extensionCall, instalmentCall } from './first-call.ts';
import { PaymentPaid } from './payment-paid.tsx';
import { usePaymentRecorded } from './payment-recorded.ts';
import {
  extensionSnapshot,
  instalmentSnapshot,
  type RepayInfoSnapshot,
  readRepayInfo,
} from './repay-info.ts';
import '../../ui/layout/layout.css';
import './repay.css';

/**
 * `/repaymentOfCode2`: the repayment contract page. It shows what the repayment page kept
 * (DESIGN §10); opened directly, it loads the same answer again from its query.
 */
export function Component() {
  const { order, isDelay, complete } = useOrderQuery();
  // One storage read per order, not one per render.
  const kept = useMemo(
    () => (complete ? readRepayInfo({ ...order, isDelay }) : null),
    [complete, order, isDelay],
  );
  const load = complete && kept === null;
  const instalment = useFirstCall(instalmentCall(order), { enabled: load && !isDelay });
  const extension = useFirstCall(extensionCall(order), { enabled: load && isDelay });

  useEffect(() => setPageTitle('Repayment contract'), []);

  if (!complete) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_ORDER_LINK} />;
  if (kept) return <ContractOrMissing snapshot={kept} />;
  const loading = {
    loadingLabel: 'Loading repayment',
    failedMessage: 'The repayment could not be loaded.',
    refusedTitle: 'Order not found',
    order,
  };
  return isDelay ? (
    <AnswerScreen query={extension} {...loading}>
      {(data) => <ContractOrMissing snapshot={extensionSnapshot(order, data)} />}
    </AnswerScreen>
  ) : (
    <AnswerScreen query={instalment} {...loading}>
      {(data) => <ContractOrMissing snapshot={instalmentSnapshot(order, data)} />}
    </AnswerScreen>
  );
}

function ContractOrMissing({ snapshot }: { snapshot: RepayInfoSnapshot }) {
  // The page follows the order (refetched on resume): once the contract is paid, it says so.
  const paid = usePaymentRecorded(snapshot);
  if (paid !== 'pending' && snapshot.defDetail)
    return (
      <PaymentPaid
        amount={formatPeso(snapshot.amount)}
        state={paid}
        payCode={snapshot.defDetail.payCode}
        productId={snapshot.productId}
        orderId={snapshot.orderId}
      />
    );
  if (!snapshot.defDetail)
    return (
      <ScreenError
        title="No reference number yet"
        message="This order has no reference number yet. Please choose a payment method on the repayment page."
        order={{ productId: snapshot.productId, orderId: snapshot.orderId }}
      />
    );
  return <ContractView detail={snapshot.defDetail} amount={snapshot.amount} />;
}
