import { useEffect } from 'react';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { INCOMPLETE_LINK_TITLE, INCOMPLETE_ORDER_LINK } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { extensionCall } from './first-call.ts';
import { RepayClosed, useRefusedAfterShown } from './repay-closed.tsx';
import { RepayDelayView } from './repay-delay-view.tsx';
import { extensionSnapshot, saveRepayInfo } from './repay-info.ts';
import '../../ui/layout/layout.css';
import './repay.css';

/** `/repayDelay`: extension (rollover) repayment (spec §2 "Extension (delay) repayment"). */
export function Component() {
  const { order, complete } = useOrderQuery();
  const info = useFirstCall(extensionCall(order), { enabled: complete });

  useEffect(() => setPageTitle('Extension'), []);
  useEffect(() => {
    if (isOk(info.data)) saveRepayInfo(extensionSnapshot(order, info.data.data));
  }, [info.data, order]);

  // Paid or extended elsewhere while open: no amount that may no longer be due.
  const refused = useRefusedAfterShown(info);
  if (!complete) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_ORDER_LINK} />;
  if (refused !== undefined) return <RepayClosed message={refused} order={order} />;
  return (
    <AnswerScreen
      query={info}
      loadingLabel="Loading extension"
      failedMessage="The extension could not be loaded."
      refusedTitle="Order not found"
      order={order}
    >
      {(data) => <RepayDelayView info={data} order={{ ...order, isDelay: true }} />}
    </AnswerScreen>
  );
}
