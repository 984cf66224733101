import { useEffect, useState } from 'react';
import { useFirstCall } from '../../api/first-call.ts';
import { keptPageValues } from '../../api/session.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { INCOMPLETE_LINK_TITLE, incompleteLink } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { cardListCall, isPayableLink } from './first-call.ts';
import { CARD_LIST_FAILED } from './legacy-messages.ts';
import { LegacyRepayView } from './legacy-repay-view.tsx';
import '../../ui/layout/layout.css';
import './legacy-repay.css';

/**
 * `/legacyRepay?productId&orderId&amount`: the legacy card repayment (DESIGN §4). The borrower's
 * `userId`, which only the Huichao gateway needs, comes with the session params of the address.
 */
export function Component() {
  const { query, order } = useOrderQuery();
  const amountText = query.amount ?? '';
  const payable = isPayableLink(query);
  const way = useFirstCall(cardListCall(), { enabled: payable });
  const [userId] = useState(() => keptPageValues(['userId']).userId ?? '');
  useEffect(() => setPageTitle('Card repayment'), []);

  if (!payable)
    return (
      <ScreenError
        title={INCOMPLETE_LINK_TITLE}
        message={incompleteLink('repayment', 'a productId, an orderId and an amount')}
      />
    );
  return (
    // Any failure says the spec's card-list message; the server's own, if any, was already toasted.
    <AnswerScreen
      query={way}
      loadingLabel="Loading bank cards"
      failedMessage={CARD_LIST_FAILED}
      failureMessage={CARD_LIST_FAILED}
      toastsServerMessage
      order={order}
    >
      {(data) => (
        <LegacyRepayView way={data} payment={{ ...order, amount: Number(amountText) }} userId={userId} />
      )}
    </AnswerScreen>
  );
}
