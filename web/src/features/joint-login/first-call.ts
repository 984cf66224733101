import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import { getErrorPageInfo, getGetErrorPageInfoQueryKey } from '../../api/generated/hooks/service/service.ts';
import { paths } from '../../config/paths.ts';

/** `/error`'s first call: the failure page's texts and recommendations (union-error-info). */
export const unionErrorCall = () =>
  firstCall(getGetErrorPageInfoQueryKey(), (request, signal) => getErrorPageInfo(undefined, request, signal));

/** The page's early call on `/error` (app/first-calls.ts). */
export const jointLoginFirstCalls: FirstCalls = {
  [paths.error]: () => unionErrorCall(),
};
