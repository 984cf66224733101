import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getProblemDetailQueryKey,
  getProblemListQueryKey,
  problemDetail,
  problemList,
} from '../../api/generated/hooks/complaint/complaint.ts';
import { paths } from '../../config/paths.ts';
import type { PageQuery } from '../../lib/page-query.ts';

/** `/complaintList`'s first call: the borrower's complaints (problem-list). */
export const complaintListCall = () =>
  firstCall(getProblemListQueryKey(), (request, signal) => problemList(undefined, request, signal));

/** `/complainDetails`'s first call: one complaint (problem-detail). */
export const complaintDetailCall = (problemId: string) =>
  firstCall(getProblemDetailQueryKey({ problemId }), (request, signal) =>
    problemDetail({ problemId }, undefined, request, signal),
  );

/** The page's `problemId`, as the details screen reads it (trimmed; '' when missing). */
export const pageProblemId = (page: PageQuery) => (page.problemId ?? '').trim();

/** The page's early call on the complaint list and details (app/first-calls.ts). */
export const complaintListFirstCalls: FirstCalls = {
  [paths.complaintList]: () => complaintListCall(),
  [paths.complainDetails]: (page) => {
    const problemId = pageProblemId(page);
    return problemId ? complaintDetailCall(problemId) : undefined;
  },
};
