import { useEffect } from 'react';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { INCOMPLETE_LINK_TITLE, INCOMPLETE_ORDER_LINK } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError, ScreenLoading } from '../../ui/screen-state/screen-state.tsx';
import { orderDetailsCall } from './first-call.ts';
import { confirmationRedirect } from './order-status.ts';
import { OrderView } from './order-view.tsx';
import '../../ui/layout/layout.css';
import './order.css';

/** `/loanDetail` and `/order`: the order details screen (spec §2 "Loan details"). */
export function Component() {
  const { order, complete: enabled } = useOrderQuery();
  const details = useFirstCall(orderDetailsCall(order), { enabled });
  const answer = details.data;
  const redirect = isOk(answer) ? confirmationRedirect(answer.data) : null;

  useEffect(() => setPageTitle('Order Details'), []);
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (!enabled) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_ORDER_LINK} />;
  return (
    <AnswerScreen
      query={details}
      loadingLabel="Loading order"
      failedMessage="The order could not be loaded."
      refusedTitle="Order not found"
    >
      {(detail) =>
        redirect ? <ScreenLoading label="Redirecting" /> : <OrderView detail={detail} order={order} />
      }
    </AnswerScreen>
  );
}
