import type { ReactNode } from 'react';
import { type Envelope, isOk } from '../../api/envelope.ts';
import { NETWORK_ERROR } from '../messages.ts';
import { ScreenError, ScreenLoading } from './screen-state.tsx';

/** The parts of a TanStack query result a screen's states depend on. */
export interface AnswerQuery<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

export interface AnswerScreenProps<T extends Envelope> {
  readonly query: AnswerQuery<T>;
  /** What is loading, for the spinner's label, e.g. 'Loading repayment'. */
  readonly loadingLabel: string;
  /** Shown when a failed answer carries no message of its own. */
  readonly failedMessage: string;
  readonly children: (data: Extract<T, { data: object }>['data']) => ReactNode;
}

/**
 * The shared states of a screen that shows one generated query's answer: loading, the server's
 * message with a retry, a network failure with a retry, then the data. A failed background
 * refetch (focus, resume) keeps the data on screen; only a first load fails.
 *
 * @example
 * <AnswerScreen query={useLoanPlayDetail(order)} loadingLabel="Loading repayment" failedMessage="…">
 *   {(info) => <RepayView info={info} />}
 * </AnswerScreen>
 */
export function AnswerScreen<T extends Envelope>({
  query,
  loadingLabel,
  failedMessage,
  children,
}: AnswerScreenProps<T>) {
  if (query.isPending) return <ScreenLoading label={loadingLabel} />;
  const answer = query.data;
  const retry = () => void query.refetch();
  if (query.isError && !answer)
    return <ScreenError message={NETWORK_ERROR} onRetry={retry} retrying={query.isFetching} />;
  if (!isOk(answer))
    return (
      <ScreenError message={answer?.message || failedMessage} onRetry={retry} retrying={query.isFetching} />
    );
  return children(answer.data);
}
