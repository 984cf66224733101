import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Envelope, isOk } from '../../api/envelope.ts';
import { failureTitle, NETWORK_ERROR } from '../messages.ts';
import type { SkeletonShape } from '../skeleton/screen-skeleton.tsx';
import { showToast } from '../toast/toast-store.ts';
import { failureOf } from './failure.ts';
import { type ContactWay, ScreenError, ScreenLoading } from './screen-state.tsx';

/** The parts of a TanStack query result a screen's states depend on. */
export interface AnswerQuery<T> {
  readonly data: T | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
  /** What the call rejected with (no answer, an HTTP error), to tell whether a retry can help. */
  readonly error?: unknown;
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
  /** The title when the server refuses the call (a 4xx code): what is not there, e.g. 'Order not found'. */
  readonly refusedTitle?: string;
  /** The order the screen is about: a failure that a retry may fix also offers Back to my order. */
  readonly order?: { productId: string; orderId: string };
  /** How the error state puts the borrower in touch (ScreenError). */
  readonly contact?: ContactWay;
  readonly children: (data: OkData<T>) => ReactNode;
}

/**
 * The shared states of a screen that shows one generated query's answer: loading, a failure
 * (titled by its kind, the server's message or the network one, Retry only where the same call
 * can succeed: no answer or a server failure, not a refusal such as an order that does not exist),
 * then the data. Once the screen has shown
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
  refusedTitle,
  order,
  contact,
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
  const failure = failureOf(answer, query.error);
  const serverMessage = toastsServerMessage ? '' : failure.message;
  const message =
    failureMessage ?? (failure.kind === 'network' ? NETWORK_ERROR : serverMessage || failedMessage);
  return (
    <ScreenError
      title={failureTitle(failure.kind, refusedTitle)}
      message={message}
      onRetry={failure.retryable ? () => void query.refetch() : undefined}
      retrying={query.isFetching}
      order={failure.retryable ? order : undefined}
      contact={contact}
    />
  );
}
