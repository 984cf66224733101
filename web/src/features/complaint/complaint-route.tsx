import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useFirstCall } from '../../api/first-call.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ComplaintView } from './complaint-view.tsx';
import '../../ui/layout/layout.css';
import { complaintInitCall } from './first-call.ts';
import './complaint.css';

/** `/complaint`: file a complaint (`orderId` in the address preselects that order). */
export function Component() {
  const orderId = parsePageQuery(useLocation().search).orderId ?? '';
  const init = useFirstCall(complaintInitCall(orderId));
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
