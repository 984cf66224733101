import { useLocation } from 'react-router-dom';
import { isOk } from '../../api/envelope.ts';
import { generatePayCode } from '../../api/generated/hooks/repay/repay.ts';
import { oneStepFurther } from '../../lib/order-trail.ts';
import { useFollowLink } from '../../lib/use-follow-link.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import type { RepayOrder } from './repay-info.ts';

/** When generate-vcode answers a pay URL the app must not open. */
export const PAY_LINK_REFUSED = 'This payment channel cannot be opened. Please choose another one.';

/**
 * Pays on a channel (spec §7 generate-vcode): asks the server for the pay URL and follows it (an
 * app path in the app, an http(s) page in the page, anything else refused). One payment at a time:
 * a tap while a call runs, or while the next page loads, does nothing. A failure leaves everything
 * as the borrower chose it.
 * @example const payment = usePayment({ productId, orderId, isDelay: false }, info.repayAmount); payment.pay('90006');
 */
export function usePayment(order: RepayOrder, amount: number) {
  const follow = useFollowLink();
  const [run, paying] = useGuardedFlight();
  // The code page can then return to the order page this one came from.
  const trail = oneStepFurther(useLocation().state);

  const pay = (channelNumber: string) =>
    run(async () => {
      if (channelNumber === '') return;
      const answer = await generatePayCode(
        {
          productId: order.productId,
          orderId: order.orderId,
          amount,
          channelNumber,
          ...(order.isDelay ? { isDelay: '1' as const } : {}),
        },
        undefined,
        { loadingText: 'Loading' },
      );
      // A non-success answer was already toasted by the shared client.
      if (isOk(answer) && follow(answer.data.payUrl, { refused: PAY_LINK_REFUSED, state: trail }))
        return LEFT_PAGE;
      return undefined;
    });

  return { pay, paying };
}
