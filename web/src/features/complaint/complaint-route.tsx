import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useProblemInit } from '../../api/generated/hooks/complaint/complaint.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen, SCREEN_ANSWER } from '../../ui/screen-state/answer-screen.tsx';
import { ComplaintView } from './complaint-view.tsx';
import '../../ui/layout/layout.css';
import './complaint.css';

/** `/complaint`: file a complaint (`orderId` in the address preselects that order). */
export function Component() {
  const orderId = parsePageQuery(useLocation().search).orderId ?? '';
  const init = useProblemInit(orderId ? { orderId } : {}, undefined, { request: SCREEN_ANSWER });
  useEffect(() => setPageTitle('Complaint'), []);
  return (
    <AnswerScreen
      query={init}
      loadingLabel="Loading"
      skeleton="form"
      failedMessage="The complaint page could not be loaded."
    >
      {(data) => <ComplaintView init={data} />}
    </AnswerScreen>
  );
}
