import { useEffect } from 'react';
import { useFirstCall } from '../../api/first-call.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ComplaintListView } from './complaint-list-view.tsx';
import { complaintListCall } from './first-call.ts';
import '../../ui/layout/layout.css';
import './complaint-list.css';

/** `/complaintList`: the borrower's complaints by tab (spec §2 "Complaint list"). */
export function Component() {
  const list = useFirstCall(complaintListCall());
  useEffect(() => setPageTitle('My complaints'), []);
  return (
    <AnswerScreen
      query={list}
      loadingLabel="Loading complaints"
      skeleton="list"
      failedMessage="Your complaints could not be loaded."
    >
      {(data) => <ComplaintListView tabs={data.tabs} />}
    </AnswerScreen>
  );
}
