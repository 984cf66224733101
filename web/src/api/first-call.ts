import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { PageQuery } from '../lib/page-query.ts';

/**
 * A screen's first API call, declared once in its feature folder from the generated query key and
 * the generated request function: the screen's query (useFirstCall) and the page's early script
 * (app/early-start.ts) both use it, so the early answer lands under the very key the screen reads.
 */
export interface FirstCall<T> {
  /** The generated query key (`getXQueryKey`) of the call, tagged with its answer's type. */
  readonly queryKey: DataTag<QueryKey, T>;
  /**
   * Sends the call through the generated request function: the app's axios mutator in the app,
   * a small fetch mutator in the page's early script (web/route-preload.ts swaps it in).
   */
  readonly send: (signal?: AbortSignal) => Promise<T>;
}

/**
 * Pairs a generated key with the generated call made from the same values.
 * @example firstCall(getProblemListQueryKey(), (signal) => problemList(undefined, SCREEN_ANSWER, signal))
 */
export function firstCall<T>(queryKey: QueryKey, send: (signal?: AbortSignal) => Promise<T>): FirstCall<T> {
  // Tagged as the generated query options tag it, so setQueryData on this key knows the answer's type.
  return { queryKey: queryKey as DataTag<QueryKey, T>, send };
}

/**
 * Per route path, the first call its screen makes for this page address; undefined when the screen
 * would ask nothing (an incomplete link shows its message instead) or decides from anything else.
 */
export type FirstCalls = Readonly<Record<string, (page: PageQuery) => FirstCall<unknown> | undefined>>;
