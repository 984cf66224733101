import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { useRepaymentWay } from '../../api/generated/hooks/legacy-repay/legacy-repay.ts';
import { keptPageValues } from '../../api/session.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { ScreenError, ScreenLoading } from '../../ui/screen-state/screen-state.tsx';
import { CARD_LIST_FAILED } from './legacy-messages.ts';
import { LegacyRepayView } from './legacy-repay-view.tsx';
import '../../ui/layout/layout.css';
import './legacy-repay.css';

/**
 * `/legacyRepay?productId&orderId&amount`: the legacy card repayment (DESIGN §4). The borrower's
 * `userId`, which only the Huichao gateway needs, comes with the session params of the address.
 */
export function Component() {
  const query = parsePageQuery(useLocation().search);
  const productId = query.productId ?? '';
  const orderId = query.orderId ?? '';
  const amountText = query.amount ?? '';
  const complete = productId !== '' && orderId !== '' && /^\d+$/.test(amountText) && Number(amountText) > 0;
  const way = useRepaymentWay(undefined, { query: { enabled: complete } });
  useEffect(() => setPageTitle('Card repayment'), []);

  if (!complete)
    return (
      <ScreenError message="This repayment link is incomplete: it needs a productId, an orderId and an amount." />
    );
  if (way.isPending) return <ScreenLoading label="Loading bank cards" />;
  // A thrown call or a failed answer alike: the spec's card-list message (the server's own message,
  // if any, was already toasted by the shared client). A failed refetch keeps the cards on screen.
  if (!isOk(way.data))
    return (
      <ScreenError message={CARD_LIST_FAILED} onRetry={() => void way.refetch()} retrying={way.isFetching} />
    );
  return (
    <LegacyRepayView
      way={way.data.data}
      payment={{ productId, orderId, amount: Number(amountText) }}
      userId={keptPageValues(['userId']).userId ?? ''}
    />
  );
}
