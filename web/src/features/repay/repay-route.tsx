import { useEffect } from 'react';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { useOrderQuery } from '../../lib/use-order-query.ts';
import { INCOMPLETE_LINK_TITLE, INCOMPLETE_ORDER_LINK } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { instalmentCall } from './first-call.ts';
import { RepayClosed, useRefusedAfterShown } from './repay-closed.tsx';
import { instalmentSnapshot, saveRepayInfo } from './repay-info.ts';
import { RepayView } from './repay-view.tsx';
import '../../ui/layout/layout.css';
import './repay.css';

/** `/repay`: instalment repayment (spec §2 "Instalment repayment"). */
export function Component() {
  const { order, complete } = useOrderQuery();
  const info = useFirstCall(instalmentCall(order), { enabled: complete });

  useEffect(() => setPageTitle('Repayment'), []);
  useEffect(() => {
    if (isOk(info.data)) saveRepayInfo(instalmentSnapshot(order, info.data.data));
  }, [info.data, order]);

  // Paid or extended elsewhere while open: no amount that may no longer be due.
  const refused = useRefusedAfterShown(info);
  if (!complete) return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_ORDER_LINK} />;
  if (refused !== undefined) return <RepayClosed message={refused} order={order} />;
  return (
    <AnswerScreen
      query={info}
      loadingLabel="Loading repayment"
      failedMessage="The repayment could not be loaded."
      refusedTitle="Order not found"
      order={order}
    >
      {(data) => <RepayView info={data} order={{ ...order, isDelay: false }} />}
    </AnswerScreen>
  );
}
