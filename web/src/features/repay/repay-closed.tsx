import { useState } from 'react';
import { type Envelope, isOk } from '../../api/envelope.ts';
import { ScreenError } from '../../ui/screen-state/screen-state.tsx';

/** The title of a repayment page whose payment the order no longer asks for. */
export const NO_LONGER_DUE = 'Nothing to pay here now';

/**
 * The server's refusal of a repayment page's answer after the page had shown one (the refetch on
 * resume or focus): the order changed under the open page (paid at the store, extended), so the
 * amount it showed is no longer due. Undefined before the first answer, while it stands, for
 * another order, and for the server's own trouble (a 5xx code: the answer shown is kept, and the
 * shared screen states toast the message).
 * @example const refused = useRefusedAfterShown(info); if (refused) return <RepayClosed … />;
 */
export function useRefusedAfterShown(query: {
  readonly data: Envelope | undefined;
  readonly queryKey: readonly unknown[];
}): string | undefined {
  const key = JSON.stringify(query.queryKey);
  const [shownKey, setShownKey] = useState<string | undefined>(undefined);
  // Remembered during render, so the refusal replaces the page in the render it arrives.
  if (isOk(query.data) && shownKey !== key) setShownKey(key);
  if (shownKey !== key || query.data === undefined || isOk(query.data)) return undefined;
  if (query.data.code.startsWith('5')) return undefined;
  return query.data.message || 'This payment is no longer due.';
}

interface Props {
  /** The server's words. */
  readonly message: string;
  readonly order: { readonly productId: string; readonly orderId: string };
}

/**
 * A repayment page whose answer the server refused after showing it: the shared error state with
 * the server's words instead of an amount no longer due, and the way back to the order (which
 * shows what happened). No retry: the order changed, asking again gives the same answer.
 */
export function RepayClosed({ message, order }: Props) {
  return <ScreenError title={NO_LONGER_DUE} message={message} order={order} />;
}
