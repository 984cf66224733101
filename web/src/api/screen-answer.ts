import type { RequestOptions } from './request.ts';

/**
 * The request option of a query whose answer an AnswerScreen shows: the screen, not the shared
 * client, shows a non-success message, so each failure is said once (in place on a first load, as
 * a toast when a refetch fails under data already shown). Kept apart from the screen states so the
 * first-call declarations, which the page's early script bundles, import no React.
 * @example useLoanDetails(order, undefined, { query: { enabled }, request: SCREEN_ANSWER })
 */
export const SCREEN_ANSWER: RequestOptions = { serverMessage: 'screen' };
