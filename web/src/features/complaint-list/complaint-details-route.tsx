import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { useFirstCall } from '../../api/first-call.ts';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { INCOMPLETE_LINK_TITLE } from '../../ui/messages.ts';
import { AnswerScreen } from '../../ui/screen-state/answer-screen.tsx';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';
import { ComplaintDetailsView } from './complaint-details-view.tsx';
import { INCOMPLETE_COMPLAINT_LINK } from './complaint-reply.ts';
import { complaintDetailCall, pageProblemId } from './first-call.ts';
import '../../ui/layout/layout.css';
import './complaint-details.css';

/** `/complainDetails?problemId=…`: one complaint and the reply to it (spec §2 "Complaint details"). */
export function Component() {
  const problemId = pageProblemId(parsePageQuery(useLocation().search));
  const detail = useFirstCall(complaintDetailCall(problemId), { enabled: problemId !== '' });

  const queryClient = useQueryClient();
  // The rated complaint no longer asks and shows its stars: coming back to it from the cache too.
  const markRated = (score: number) =>
    queryClient.setQueryData(detail.queryKey, (old) =>
      isOk(old) ? { ...old, data: { ...old.data, isNeedScore: 0, score } } : old,
    );

  useEffect(() => setPageTitle('Complaint details'), []);

  if (problemId === '')
    return <ScreenError title={INCOMPLETE_LINK_TITLE} message={INCOMPLETE_COMPLAINT_LINK} />;
  return (
    <AnswerScreen
      query={detail}
      loadingLabel="Loading complaint"
      failedMessage="The complaint could not be loaded."
      refusedTitle="Complaint not found"
    >
      {/* Keyed by complaint: another one starts with its own rating state. */}
      {(data) => <ComplaintDetailsView key={data.problemId} detail={data} onRated={markRated} />}
    </AnswerScreen>
  );
}
