import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { useLoanDetails } from '../../api/generated/hooks/order/order.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { NETWORK_ERROR } from '../../ui/messages.ts';
import { ScreenError, ScreenLoading } from '../../ui/screen-state/screen-state.tsx';
import { confirmationRedirect } from './order-status.ts';
import { OrderView } from './order-view.tsx';
import './order.css';

/** `/loanDetail` and `/order`: the order details screen (spec §2 "Loan details"). */
export function Component() {
  const query = parsePageQuery(useLocation().search);
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  const enabled = productId !== '' && orderId !== '';
  const details = useLoanDetails({ productId, orderId }, undefined, { query: { enabled } });
  const answer = details.data;
  const redirect = isOk(answer) ? confirmationRedirect(answer.data) : null;

  useEffect(() => setPageTitle('Order Details'), []);
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (!enabled)
    return <ScreenError message="This order link is incomplete: it needs a productId and an orderId." />;
  if (details.isPending) return <ScreenLoading label="Loading order" />;
  const retry = () => void details.refetch();
  // A failed background refetch (focus, resume) keeps the order on screen; only a first load fails.
  if (details.isError && !answer)
    return <ScreenError message={NETWORK_ERROR} onRetry={retry} retrying={details.isFetching} />;
  if (!isOk(answer)) {
    return (
      <ScreenError
        message={answer?.message || 'The order could not be loaded.'}
        onRetry={retry}
        retrying={details.isFetching}
      />
    );
  }
  if (redirect) return <ScreenLoading label="Redirecting" />;
  return <OrderView detail={answer.data} order={{ productId, orderId }} />;
}
