import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Envelope, isOk } from '../../api/envelope.ts';
import { NETWORK_ERROR } from '../messages.ts';
import type { SkeletonShape } from '../skeleton/screen-skeleton.tsx';
import { showToast } from '../toast/toast-store.ts';
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
   * Shown for every failure instead of the server's message or the network one, e.g. the legacy
   * card list's '查询银行卡列表失败'.
   */
  readonly failureMessage?: string;
  /**
   * The query does not pass SCREEN_ANSWER because spec §8 has the shared client toast this call's
   * message (variant 2's getLoanConfirmDetailsVariantTwo, the legacy card list): in place the screen then says only
   * failedMessage (or failureMessage) with its retry, never the server's text a second time.
   */
  readonly toastsServerMessage?: boolean;
  readonly children: (data: OkData<T>) => ReactNode;
}

/**
 * The shared states of a screen that shows one generated query's answer: loading, the server's
 * message with a retry, a network failure with a retry, then the data. Once the screen has shown
 * data, a failed refetch (focus, resume, a QA change) keeps showing it, so nothing the borrower
 * chose or typed on it is lost; only a first load fails. The query passes SCREEN_ANSWER, so the
 * server's message shows once: in place on a first load, as a toast over kept data.
 *
 * @example
 * <AnswerScreen query={useGetInstalmentPlan(order)} loadingLabel="Loading repayment" failedMessage="…">
 *   {(info) => <RepayView info={info} />}
 * </AnswerScreen>
 */
export function AnswerScreen<T extends Envelope>({
  query,
  loadingLabel,
  skeleton,
  failedMessage,
  failureMessage,
  toastsServerMessage = false,
  children,
}: AnswerScreenProps<T>) {
  const answer = query.data;
  const key = JSON.stringify(query.queryKey ?? null);
  const [lastGood, setLastGood] = useState<{ key: string; data: OkData<T> } | undefined>(undefined);
  // Remembered during render (React's pattern for values from earlier renders), so the fallback
  // is there in the same render a refetch fails.
  if (isOk(answer) && (answer.data !== lastGood?.data || key !== lastGood.key))
    setLastGood({ key, data: answer.data });
  const keptOverFailure =
    !toastsServerMessage &&
    !isOk(answer) &&
    !query.isPending &&
    lastGood !== undefined &&
    lastGood.key === key;
  // The data stays on screen, so the refused refetch is said the spec's way: a toast, once per answer.
  const toastedAnswer = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (!keptOverFailure || !answer?.message || toastedAnswer.current === answer) return;
    toastedAnswer.current = answer;
    showToast(answer.message);
  }, [keptOverFailure, answer]);

  if (isOk(answer)) return children(answer.data);
  if (query.isPending) return <ScreenLoading label={loadingLabel} shape={skeleton} />;
  if (lastGood && lastGood.key === key) return children(lastGood.data);
  const retry = () => void query.refetch();
  const serverMessage = toastsServerMessage ? '' : answer?.message;
  const message =
    failureMessage ?? (query.isError && !answer ? NETWORK_ERROR : serverMessage || failedMessage);
  return <ScreenError message={message} onRetry={retry} retrying={query.isFetching} />;
}
