// Whether the payment a code page shows has been recorded. The spec has no call about a code, so
// the page asks the call the order page asks (loan-details) and reads the order's status: the
// app refetches it on the shell's `resume` (app/refresh-on-resume.tsx), which the dev kit plays
// whenever the fake server changes the sandbox, so an open code page follows a payment as the
// order page does. A partial payment leaves the status as it was and is not told apart here.
import { useState } from 'react';
import { isOk } from '../../api/envelope.ts';
import { useLoanDetails } from '../../api/generated/hooks/order/order.ts';
import type { RequestOptions } from '../../api/request.ts';

/** Spec §4: 200 is settled; 170 is repaying (where a paid extension leaves a due or overdue order). */
const SETTLED = 200;
const REPAYING = 170;
const DUE_OR_OVERDUE = new Set([174, 180]);

export type PaymentState = 'pending' | 'settled' | 'extended';

/**
 * What the order's status says about the code's payment: a repayment code is paid once the order
 * is settled; an extension code once a due or overdue order (when the page opened) is repaying or
 * settled again.
 * @example paymentState({ isDelay: true, openedWith: 174, now: 170 }) // 'extended'
 */
export function paymentState({
  isDelay,
  openedWith,
  now,
}: {
  isDelay: boolean;
  openedWith: number | undefined;
  now: number | undefined;
}): PaymentState {
  if (now === undefined) return 'pending';
  if (!isDelay) return now === SETTLED ? 'settled' : 'pending';
  if (openedWith === undefined || !DUE_OR_OVERDUE.has(openedWith)) return 'pending';
  return now === REPAYING || now === SETTLED ? 'extended' : 'pending';
}

/** A background check: a refused answer changes nothing on the code page, so nothing is toasted. */
const BACKGROUND: RequestOptions = { serverMessage: 'screen' };

/**
 * Follows the order of an open code page; 'pending' until its payment shows in the order's status
 * (and always without both ids).
 * @example const state = usePaymentRecorded({ productId, orderId, isDelay: false });
 */
export function usePaymentRecorded({
  productId,
  orderId,
  isDelay,
}: {
  productId: string;
  orderId: string;
  isDelay: boolean;
}): PaymentState {
  const enabled = productId !== '' && orderId !== '';
  const details = useLoanDetails({ productId, orderId }, undefined, {
    query: { enabled },
    request: BACKGROUND,
  });
  const now = isOk(details.data) ? details.data.data.orderStatus : undefined;
  // The status when the page first knew it: an extension is paid when it changes from due or overdue.
  const [openedWith, setOpenedWith] = useState<number | undefined>(undefined);
  if (openedWith === undefined && now !== undefined) setOpenedWith(now);
  return paymentState({ isDelay, openedWith: openedWith ?? now, now });
}
