import { useState } from 'react';
import type { BankCard } from '../../../../openapi/generated/model/index.ts';
import { isOk } from '../../api/envelope.ts';
import {
  getLegacyRepayRedirect,
  repaymentCommit,
  repaymentConfirm,
} from '../../api/generated/hooks/legacy-repay/legacy-repay.ts';
import { useBackToOrder } from '../../lib/order-trail.ts';
import { useFollowLink } from '../../lib/use-follow-link.ts';
import { LEFT_PAGE, useGuardedFlight } from '../../lib/use-single-flight.ts';
import { useCountdown } from '../../ui/countdown/use-countdown.ts';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';
import { CARD_REQUIRED, CODE_INVALID, LEGACY_CODE_LENGTH, RESEND_SECONDS } from './legacy-messages.ts';

export interface LegacyPayment {
  readonly productId: string;
  readonly orderId: string;
  /** Minor units. */
  readonly amount: number;
}

/** Said when the card repayment went through, before the order page shows it settled. */
export const REPAID = 'Repayment successful';

/**
 * The legacy card repayment's steps (spec §4): commit with the chosen card; when the bank needs a
 * code (needValid 1) the code is sent and a 60 s countdown runs before it can be sent again; confirm
 * with the 6-character code; success opens the loan detail page. One call at a time (and none once it
 * is leaving for the next page); a failure keeps the chosen card and the typed code.
 */
export function useLegacyRepayment(payment: LegacyPayment, repayToken: string, userId: string) {
  const toOrder = useBackToOrder();
  const follow = useFollowLink();
  const [guarded, busy] = useGuardedFlight();
  const resend = useCountdown(RESEND_SECONDS);
  // The repayment waiting for its code: set once a commit answered needValid 1.
  const [recordId, setRecordId] = useState('');

  /** Back to my order page the borrower came from (or a new one in place of this page). */
  const done = () => {
    showInfo(REPAID);
    toOrder({ productId: payment.productId, orderId: payment.orderId }, { replace: true });
    return LEFT_PAGE;
  };

  /** Submits the repayment with a card (and asks for the SMS); also the resend of the code. */
  const commit = (card: BankCard | undefined) => {
    if (!card) {
      showToast(CARD_REQUIRED);
      return Promise.resolve();
    }
    return guarded(async () => {
      const answer = await repaymentCommit(
        {
          amount: payment.amount,
          bankName: card.bankName,
          cardId: card.id,
          cardNo: card.cardNo,
          couponId: '',
          orderId: payment.orderId,
          repayToken,
          bankCode: card.bankCode,
          sendMsg: 1,
        },
        undefined,
        { loadingText: 'Submitting' },
      );
      // 800005 and other codes: the shared client already showed the server's message.
      if (!isOk(answer)) return undefined;
      if (answer.data.needValid !== 1) return done();
      setRecordId(answer.data.repayRecordId);
      resend.start();
      return undefined;
    });
  };

  const confirm = (code: string) => {
    if (code.trim().length < LEGACY_CODE_LENGTH) {
      showToast(CODE_INVALID);
      return Promise.resolve();
    }
    return guarded(async () => {
      const answer = await repaymentConfirm(
        { orderId: payment.orderId, verifyCode: code.trim(), repaymentRecordId: recordId },
        undefined,
        { loadingText: 'Confirming' },
      );
      // 800006 (wrong code): the server's message was shown; the typed code stays for a fix.
      return isOk(answer) ? done() : undefined;
    });
  };

  const huichao = () =>
    guarded(async () => {
      const answer = await getLegacyRepayRedirect(
        { userId, orderId: payment.orderId, amount: payment.amount },
        undefined,
        { loadingText: 'Loading' },
      );
      return isOk(answer) && follow(answer.data.url) ? LEFT_PAGE : undefined;
    });

  return { commit, confirm, huichao, busy, resend, awaitingCode: recordId !== '' };
}
