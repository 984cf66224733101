import { type ReactNode, useState } from 'react';
import { type Envelope, isOk } from '../../api/envelope.ts';
import { NETWORK_ERROR } from '../messages.ts';
import type { SkeletonShape } from '../skeleton/screen-skeleton.tsx';
import { ScreenError, ScreenLoading } from './screen-state.tsx';

/** The parts of a TanStack query result a screen's states depend on. */
export interface AnswerQuery<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
  /** The generated hooks add it: another key (another order) never shows this one's data. */
  readonly queryKey?: readonly unknown[];
}

type OkData<T> = Extract<T, { data: object }>['data'];

export interface AnswerScreenProps<T extends Envelope> {
  readonly query: AnswerQuery<T>;
  /** What is loading, said by the loading skeleton, e.g. 'Loading repayment'. */
  readonly loadingLabel: string;
  /** The loading skeleton's layout; `detail` (hero, product, rows) unless the screen is a list or a form. */
  readonly skeleton?: SkeletonShape;
  /** Shown when a failed answer carries no message of its own. */
  readonly failedMessage: string;
  /**
   * Shown for every failure instead of the server's message or the network one (the shared client
   * has already toasted the server's), e.g. the legacy card list's '查询银行卡列表失败'.
   */
  readonly failureMessage?: string;
  readonly children: (data: OkData<T>) => ReactNode;
}

/**
 * The shared states of a screen that shows one generated query's answer: loading, the server's
 * message with a retry, a network failure with a retry, then the data. Once the screen has shown
 * data, a failed refetch (focus, resume, a QA change) keeps showing it, so nothing the borrower
 * chose or typed on it is lost; only a first load fails.
 *
 * @example
 * <AnswerScreen query={useLoanPlayDetail(order)} loadingLabel="Loading repayment" failedMessage="…">
 *   {(info) => <RepayView info={info} />}
 * </AnswerScreen>
 */
export function AnswerScreen<T extends Envelope>({
  query,
  loadingLabel,
  skeleton,
  failedMessage,
  failureMessage,
  children,
}: AnswerScreenProps<T>) {
  const answer = query.data;
  const key = JSON.stringify(query.queryKey ?? null);
  const [lastGood, setLastGood] = useState<{ key: string; data: OkData<T> } | undefined>(undefined);
  // Remembered during render (React's pattern for values from earlier renders), so the fallback
  // is there in the same render a refetch fails.
  if (isOk(answer) && (answer.data !== lastGood?.data || key !== lastGood.key))
    setLastGood({ key, data: answer.data });

  if (isOk(answer)) return children(answer.data);
  if (query.isPending) return <ScreenLoading label={loadingLabel} shape={skeleton} />;
  if (lastGood && lastGood.key === key) return children(lastGood.data);
  const retry = () => void query.refetch();
  const message =
    failureMessage ?? (query.isError && !answer ? NETWORK_ERROR : answer?.message || failedMessage);
  return <ScreenError message={message} onRetry={retry} retrying={query.isFetching} />;
}
