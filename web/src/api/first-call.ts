import { type DataTag, type QueryKey, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '../lib/page-query.ts';
import type { RequestOptions } from './request.ts';

/**
 * A screen's first API call, declared once in its feature folder from the generated query key and
 * the generated request function: the screen's query (useFirstCall) and the page's early script
 * (app/early-start.ts) both use it, so the early answer lands under the very key the screen reads.
 * This module is bundled into the page's script too: nothing here may need React at import time
 * (useQuery is left out there, unused).
 */
export interface FirstCall<T> {
  /** The generated query key (`getXQueryKey`) of the call, tagged with its answer's type. */
  readonly queryKey: DataTag<QueryKey, T>;
  /**
   * Sends the call through the generated request function: the app's axios mutator in the app,
   * a small fetch mutator in the page's early script (web/route-preload.ts swaps it in).
   */
  readonly send: (signal?: AbortSignal) => Promise<T>;
  /** The call's request options: who shows a non-success message (the app toasts an early one so). */
  readonly request: RequestOptions;
}

/**
 * Pairs a generated key with the generated call made from the same values, with these request
 * options (SCREEN_ANSWER unless the shared client toasts the call's message, spec §8).
 * @example firstCall(getProblemListQueryKey(), (request, signal) => problemList(undefined, request, signal))
 */
export function firstCall<T>(
  queryKey: QueryKey,
  send: (request: RequestOptions, signal?: AbortSignal) => Promise<T>,
  request: RequestOptions = SCREEN_ANSWER,
): FirstCall<T> {
  // Tagged as the generated query options tag it, so setQueryData on this key knows the answer's type.
  return { queryKey: queryKey as DataTag<QueryKey, T>, send: (signal) => send(request, signal), request };
}

/**
 * Per route path, the first call its screen makes for this page address; undefined when the screen
 * would ask nothing (an incomplete link shows its message instead) or decides from anything else.
 */
export type FirstCalls = Readonly<Record<string, (page: PageQuery) => FirstCall<unknown> | undefined>>;

/**
 * The request option of a query whose answer an AnswerScreen shows: the screen, not the shared
 * client, shows a non-success message, so each failure is said once (in place on a first load, as
 * a toast when a refetch fails under data already shown).
 * @example useLoanDetails(order, undefined, { query: { enabled }, request: SCREEN_ANSWER })
 */
export const SCREEN_ANSWER: RequestOptions = { serverMessage: 'screen' };

/** The request option of a first call whose non-success message the shared client toasts (spec §8). */
export const CLIENT_TOAST: RequestOptions = { serverMessage: 'toast' };

/**
 * The screen's query of its declared first call: the generated key and request function, as the
 * generated `useX` hook would run them, with the key on the result as those hooks put it there
 * (AnswerScreen compares it). The page's early answer waits in the cache under that key.
 * @example const info = useFirstCall(instalmentCall(order), { enabled: complete });
 */
export function useFirstCall<T>(call: FirstCall<T>, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: call.queryKey, queryFn: ({ signal }) => call.send(signal), enabled });
  return Object.assign(query, { queryKey: call.queryKey });
}
