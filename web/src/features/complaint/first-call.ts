import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import { getProblemInitQueryKey, problemInit } from '../../api/generated/hooks/complaint/complaint.ts';
import { paths } from '../../config/paths.ts';

/** `/complaint`'s first call (problem-init): the page's `orderId`, if any, preselects that order. */
export const complaintInitCall = (orderId: string) => {
  const body = orderId ? { orderId } : {};
  return firstCall(getProblemInitQueryKey(body), (request, signal) =>
    problemInit(body, undefined, request, signal),
  );
};

/** The page's early call on `/complaint` (app/first-calls.ts). */
export const complaintFirstCalls: FirstCalls = {
  [paths.complaint]: (page) => complaintInitCall(page.orderId ?? ''),
};
